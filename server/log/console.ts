import { format } from "node:util";
import { log, type LogFields, type LogLevel } from "./logger.ts";

/**
 * Logs what a library hands its logger in console style ('text', value, error): the texts and numbers become the
 * message, an error is described, other values are kept as details. All of it is redacted like any log line.
 */
export function logConsoleStyle(level: LogLevel, event: string, args: readonly unknown[]): void {
  const words = args.filter((arg) => typeof arg !== "object" || arg === null);
  const errors = args.filter((arg) => arg instanceof Error);
  const details = args.filter((arg) => typeof arg === "object" && arg !== null && !(arg instanceof Error));
  const fields: LogFields = {};
  if (errors.length > 0) fields.error = errors[0];
  if (details.length > 0) fields.details = details.length === 1 ? details[0] : details;
  const message = words.length > 0 ? format(...words) : errors.length > 0 ? "Onverwachte fout" : "";
  log[level](event, message, fields);
}

const CONSOLE_LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * The web app (app/ may not import server/) and the libraries write to the console: React Router's errors of
 * loaders and rendering, Vite in development. In the running server those go through the logger too, so they
 * are redacted and, in production, JSON lines like every other line. Only server/main.ts calls this.
 */
export function routeConsoleToLog(): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => logConsoleStyle(level, "console", args);
  }
}
