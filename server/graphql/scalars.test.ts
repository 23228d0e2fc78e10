import { Kind } from "graphql";
import { describe, expect, it } from "vitest";
import { DatetimeScalar, SCALAR_MESSAGES, UUIDScalar } from "./scalars.ts";

function refusal(parse: () => unknown): { message: string; code: unknown } | undefined {
  try {
    parse();
    return undefined;
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions: { code?: unknown } };
    return { message, code: extensions.code };
  }
}

describe("the UUID scalar", () => {
  it("takes a UUID in any case and gives it in lower case", () => {
    expect(UUIDScalar.parseValue("3F1C6A52-6F7E-4B7E-9D0A-6E2A4C1B9F10")).toBe("3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10");
  });

  it.each([
    ["cursus-1"],
    ["3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10\n"],
    ["\u0000".repeat(36)],
    ["x".repeat(1_000_000)],
    [42],
  ])("refuses %# with BAD_USER_INPUT, without repeating the value", (value) => {
    expect(refusal(() => UUIDScalar.parseValue(value))).toEqual({
      message: SCALAR_MESSAGES.uuid,
      code: "BAD_USER_INPUT",
    });
  });

  it("refuses a literal that is not a string", () => {
    expect(refusal(() => UUIDScalar.parseLiteral({ kind: Kind.INT, value: "1" }))?.code).toBe("BAD_USER_INPUT");
  });
});

describe("the Datetime scalar", () => {
  it.each(["2026-03-12T09:00:00Z", "2026-03-12T10:00:00.123+01:00", "2026-03-12T09:00Z"])("takes %s", (value) => {
    expect((DatetimeScalar.parseValue(value) as Date).toISOString()).toBe(new Date(value).toISOString());
  });

  it.each(["2026", "March 7, 2026", "2026-03-12T09:00:00", "2026-03-12", "2026-02-30T09:00:00Z x", "", 1741770000000])(
    "refuses %s: ISO 8601 with a time and a zone only",
    (value) => {
      expect(refusal(() => DatetimeScalar.parseValue(value))).toEqual({
        message: SCALAR_MESSAGES.datetime,
        code: "BAD_USER_INPUT",
      });
    },
  );

  it.each(["1899-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "2100-01-01T00:00:00Z", "9999-12-31T23:59:59Z"])(
    "refuses %s, far from now, in Dutch",
    (value) => {
      expect(refusal(() => DatetimeScalar.parseValue(value))?.message).toBe(
        "Ongeldige datum en tijd. Kies een datum tussen 2000 en 2100.",
      );
    },
  );

  it("gives a date as ISO 8601 in UTC", () => {
    expect(DatetimeScalar.serialize(new Date("2026-03-12T10:00:00+01:00"))).toBe("2026-03-12T09:00:00.000Z");
  });
});
