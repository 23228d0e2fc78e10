/**
 * Preloaded into a server process (NODE_OPTIONS=--import=…/capture-queries.ts) by staff-explain.ts: every query the
 * process sends to PostgreSQL (text, parameters, milliseconds) is appended to CAPTURE_QUERIES_FILE as a JSON line, so
 * the queries of a page can be explained afterwards. Only for benchmarks: parameters hold personal data.
 */
import { appendFileSync } from "node:fs";
import pg from "pg";

type QueryConfig = { text?: string; values?: unknown[] };

const file = process.env.CAPTURE_QUERIES_FILE;
if (file) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === "string" ? first : (first as QueryConfig | undefined)?.text;
    const values = Array.isArray(second) ? second : (first as QueryConfig | undefined)?.values;
    const started = performance.now();
    const record = () => {
      if (text) appendFileSync(file, JSON.stringify({ text, values, ms: performance.now() - started }) + "\n");
    };
    // The pool calls with a callback last (and gets no promise); a checked-out client without one.
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        record();
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) void result.then(record, () => undefined);
    return result;
  } as typeof pg.Client.prototype.query;
}
