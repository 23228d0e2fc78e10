import { describe, expect, it } from "vitest";
import { parseScannedCode } from "./scanned-code.ts";

describe("what a check-in device reads", () => {
  it("reads a typed ticket code however it is written", () => {
    expect(parseScannedCode(" ff 7kqm-3xpa 9tdv ")).toEqual({ kind: "ticket", code: "FF-7KQM-3XPA-9TDV" });
  });

  it("reads the forum ticket's QR code, a link to the workshop sign-up", () => {
    expect(parseScannedCode("https://ff.example.org/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV")).toEqual({
      kind: "ticket",
      code: "FF-7KQM-3XPA-9TDV",
    });
  });

  it("reads an enrolment's QR code", () => {
    expect(parseScannedCode("VAKSCHOOL:0E8A4D6C-1B2F-4C3D-8E9F-0A1B2C3D4E5F")).toEqual({
      kind: "enrollment",
      enrollmentId: "0e8a4d6c-1b2f-4c3d-8e9f-0a1b2c3d4e5f",
    });
  });

  it.each(["", "hallo", "VAKSCHOOL:123", "https://ff.example.org/?code=nope", "https://", "x".repeat(600)])(
    "reads nothing in %j",
    (raw) => expect(parseScannedCode(raw)).toBeNull(),
  );
});
