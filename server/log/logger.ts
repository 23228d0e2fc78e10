/**
 * The server's one logger (decision 0010): one line per event with its level, time, event name, message, the request's
 * id (./log-context.ts) and fields made safe to log (./redact.ts). JSON lines in production, for a collector to
 * search; plain lines in development, for a person to read. No dependency: a few lines on process.stdout.
 */
import { currentLogContext } from "./log-context.ts";
import { redactText } from "./redact-text.ts";
import { redactFields } from "./redact.ts";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["json", "text"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type LogFields = Record<string, unknown>;

/** `event` names what happened for searching (`db.pool_error`); `message` says it to a person, in Dutch. */
type LogFunction = (event: string, message: string, fields?: LogFields) => void;
export type Logger = Record<LogLevel, LogFunction>;

export type LogEntry = {
  time: string;
  level: LogLevel;
  event: string;
  message: string;
  requestId?: string;
  [field: string]: unknown;
};

export type LogOptions = {
  /** The least level written; `silent` writes nothing (the unit and integration tests). */
  level: LogLevel | "silent";
  format: LogFormat;
  /** Where a finished line goes; tests capture lines here. */
  write: (line: string, level: LogLevel) => void;
};

const writeToStdio = (line: string, level: LogLevel) =>
  (level === "warn" || level === "error" ? process.stderr : process.stdout).write(`${line}\n`);

let options: LogOptions = { level: "info", format: "text", write: writeToStdio };

/** Changes how this process logs (server/main.ts, from LOG_LEVEL and LOG_FORMAT); answers how to undo it. */
export function configureLog(changes: Partial<LogOptions>): () => void {
  const previous = options;
  options = { ...options, ...changes };
  return () => {
    options = previous;
  };
}

export function isLogged(level: LogLevel): boolean {
  return options.level !== "silent" && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(options.level);
}

const RESERVED = new Set(["time", "level", "event", "message", "requestId"]);

function emit(level: LogLevel, event: string, message: string, fields: LogFields = {}): void {
  if (!isLogged(level)) return;
  try {
    const requestId = currentLogContext()?.requestId;
    // The machine's time, not the app's clock (decision 0009): logs must line up with other systems' logs, also
    // while CLOCK_START shifts the app's time in a test.
    const entry: LogEntry = { time: new Date().toISOString(), level, event, message: redactText(message) };
    if (requestId) entry.requestId = requestId;
    for (const [key, value] of Object.entries(redactFields(fields))) if (!RESERVED.has(key)) entry[key] = value;
    options.write(options.format === "json" ? JSON.stringify(entry) : formatText(entry), level);
  } catch {
    // A log line must never break the work it reports on.
  }
}

export const log: Logger = {
  debug: (event, message, fields) => emit("debug", event, message, fields),
  info: (event, message, fields) => emit("info", event, message, fields),
  warn: (event, message, fields) => emit("warn", event, message, fields),
  error: (event, message, fields) => emit("error", event, message, fields),
};

const TEXT_LABELS: Record<LogLevel, string> = { debug: "debug: ", info: "", warn: "waarschuwing: ", error: "fout: " };

/**
 * '10:15:03 fout: Betaling kon niet worden nagevraagd orderId=… [req 1a2b3c4d]', then the error's stack frames.
 * A field the message already says (the access line's status) is not repeated.
 */
export function formatText(entry: LogEntry): string {
  const { time, level, event: _event, message, requestId, ...fields } = entry;
  const parts = [`${new Date(time).toTimeString().slice(0, 8)} ${TEXT_LABELS[level]}${escapeControls(message)}`];
  let frames: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if ((typeof value === "string" || typeof value === "number") && message.includes(String(value))) continue;
    if (isDescribedError(value)) {
      const { stack, ...rest } = value;
      frames = stack ?? [];
      parts.push(`${key}=${JSON.stringify(rest)}`);
    } else parts.push(`${key}=${typeof value === "string" ? escapeControls(value) : JSON.stringify(value)}`);
  }
  if (requestId) parts.push(`[req ${requestId.slice(0, 8)}]`);
  return [parts.join(" "), ...frames.map((frame) => `    ${frame}`)].join("\n");
}

function isDescribedError(value: unknown): value is { stack?: string[] } & Record<string, unknown> {
  return typeof value === "object" && value !== null && "type" in value && ("stack" in value || "code" in value);
}

/** Plain lines keep their line breaks and tabs, but no escape sequence from input reaches the terminal. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function escapeControls(text: string): string {
  return text.replace(CONTROLS_BUT_LINE_BREAKS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
