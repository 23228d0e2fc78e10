import { afterEach, describe, expect, it } from "vitest";
import { logConsoleStyle } from "./console.ts";
import { runWithLogContext } from "./log-context.ts";
import { configureLog, formatText, log, type LogEntry, type LogLevel } from "./logger.ts";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function capture(options: { level?: LogLevel; format?: "json" | "text" } = {}) {
  const written: { line: string; level: LogLevel }[] = [];
  restore = configureLog({
    level: options.level ?? "debug",
    format: options.format ?? "json",
    write: (line, level) => written.push({ line, level }),
  });
  return written;
}

describe("the logger", () => {
  it("writes one JSON line per event: time, level, event, message, request id and safe fields", () => {
    const written = capture();
    runWithLogContext({ requestId: "req-12345678" }, () =>
      log.error("payment.lookup_failed", "Betaling kon niet worden nagevraagd.", {
        orderId: "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10",
        email: "noor@example.org",
        error: new Error("timeout bij noor@example.org"),
      }),
    );
    expect(written).toHaveLength(1);
    const [{ line, level }] = written as [{ line: string; level: LogLevel }];
    expect(level).toBe("error");
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toMatchObject({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      level: "error",
      event: "payment.lookup_failed",
      message: "Betaling kon niet worden nagevraagd.",
      requestId: "req-12345678",
      orderId: "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10",
      email: "[verwijderd]",
      error: { type: "Error", message: "timeout bij [e-mail]" },
    });
    expect(line).not.toContain("noor");
  });

  it("redacts the message too, and a field cannot overwrite the line's own keys", () => {
    const written = capture();
    log.info("test", "Aanmelding van noor@example.org", { level: "debug", requestId: "vals", message: "x" });
    expect(JSON.parse(written[0]!.line)).toMatchObject({ level: "info", message: "Aanmelding van [e-mail]" });
    expect(JSON.parse(written[0]!.line)).not.toHaveProperty("requestId");
  });

  it("writes from the configured level up, and nothing when silent", () => {
    const written = capture({ level: "warn" });
    log.debug("a", "a");
    log.info("b", "b");
    log.warn("c", "c");
    log.error("d", "d");
    expect(written.map((entry) => entry.level)).toEqual(["warn", "error"]);
    configureLog({ level: "silent" });
    log.error("e", "e");
    expect(written).toHaveLength(2);
  });

  it("never throws at the caller, whatever it is handed", () => {
    capture();
    restore = configureLog({
      write: () => {
        throw new Error("disk full");
      },
    });
    expect(() => log.error("x", "y", { weird: Symbol("s") })).not.toThrow();
  });

  it("writes plain lines for people: the level, the message, fields the message does not say, then the frames", () => {
    const entry: LogEntry = {
      time: "2026-11-22T10:15:03.000Z",
      level: "error",
      event: "http.request",
      message: "GET /vakschool 500 12.5 ms",
      requestId: "1a2b3c4d-5e6f",
      status: 500,
      durationMs: 12.5,
      route: "vakschool",
      error: { type: "Error", message: "kapot", stack: ["at f (a.ts:1:1)"] },
    };
    const [first, frame] = formatText(entry).split("\n");
    expect(first).toMatch(
      /^\d\d:\d\d:\d\d fout: GET \/vakschool 500 12\.5 ms error=\{"type":"Error","message":"kapot"\} \[req 1a2b3c4d\]$/,
    );
    expect(frame).toBe("    at f (a.ts:1:1)");
  });

  it("keeps escape sequences out of a terminal", () => {
    const written = capture({ format: "text" });
    log.info("test", "rood\u001b[31m", { note: "a\u0007b" });
    expect(written[0]!.line).toContain("rood\\u001b[31m");
    expect(written[0]!.line).toContain("note=a\\u0007b");
  });
});

describe("console-style calls (a library's logger, the web app's console in the server)", () => {
  it("makes texts the message, describes the error and keeps other values as details, all redacted", () => {
    const written = capture();
    logConsoleStyle("error", "console", [
      "Aanmelding voor %s mislukt:",
      "noor@example.org",
      new Error("FF-7KQM-3XPA-9TDV"),
      { phoneNumber: "0612345678", attempt: 2 },
    ]);
    expect(JSON.parse(written[0]!.line)).toMatchObject({
      event: "console",
      message: "Aanmelding voor [e-mail] mislukt:",
      error: { type: "Error", message: "[code]" },
      details: { phoneNumber: "[verwijderd]", attempt: 2 },
    });
  });

  it("gives an error logged on its own a message", () => {
    const written = capture();
    logConsoleStyle("error", "console", [new TypeError("x")]);
    expect(JSON.parse(written[0]!.line)).toMatchObject({ message: "Onverwachte fout", error: { type: "TypeError" } });
  });
});
