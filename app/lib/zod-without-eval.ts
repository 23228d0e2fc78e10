import { z } from "zod";

// Zod builds fast object parsers with `new Function` and probes once whether it may; the site's
// Content-Security-Policy has no 'unsafe-eval', and Chrome reports even the caught probe as a violation. In the
// browser the shared form rules parse without compiling (slower only for large inputs, which forms are not). It
// must run before the first schema is made, so app/root.tsx imports this module first. The server keeps compiling.
if (typeof document !== "undefined") z.config({ jitless: true });
