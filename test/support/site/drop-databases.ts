import { afterAll } from "vitest";
import { dropScaleOutDatabases } from "./scale-out.ts";

// Registered before a test file's own hooks, so it runs after them (vitest runs the afterAll hooks as a stack):
// the scale-out topology's databases go once the file has stopped its servers.
afterAll(dropScaleOutDatabases);
