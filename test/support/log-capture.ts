import { configureLog, type LogEntry, type LogLevel } from "../../server/log/logger.ts";

export type CapturedLog = {
  /** The JSON lines as written, to search for what must never be in them. */
  lines: string[];
  entries: () => LogEntry[];
  /** Back to how the process logged before. */
  restore: () => void;
};

/** Captures the server's log lines (JSON, from `level` up) instead of writing them; restore() ends it. */
export function captureLog(level: LogLevel = "debug"): CapturedLog {
  const lines: string[] = [];
  const restore = configureLog({ level, format: "json", write: (line) => lines.push(line) });
  return { lines, entries: () => lines.map((line) => JSON.parse(line) as LogEntry), restore };
}
