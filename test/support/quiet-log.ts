import { configureLog } from "../../server/log/logger.ts";

// Tests run the server's parts in-process: their access and error lines would bury the test report. A test that
// looks at the log captures it (./log-capture.ts).
configureLog({ level: "silent" });
