import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError } from "./describe-error.ts";
import { MAX_TEXT_IN_LOG, redactText } from "./redact-text.ts";
import { REDACTED, redactFields, redactValue } from "./redact.ts";

const ORDER_ID = "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10";
const CANCEL_TOKEN = "q3Zx9_Lk2mN8pR4tV6wY0aB1cD5eF7gH";

describe("redacting a text by the shape of what it holds", () => {
  it.each([
    ["an e-mail address", "mail aan noor.bakker+ff@dewaterlinie.example.org mislukt", "mail aan [e-mail] mislukt"],
    [
      "an address in angle brackets",
      "550 <sanne@example.org>: Recipient rejected",
      "550 <[e-mail]>: Recipient rejected",
    ],
    ["a ticket code", "code FF-7KQM-3XPA-9TDV onbekend", "code [code] onbekend"],
    ["a ticket code as typed", "code ff 7kqm 3xpa 9tdv", "code [code]"],
    ["a cancel link", "GET /vakschool/afmelden/abc-def 200", "GET /vakschool/afmelden/[token] 200"],
    ["a waitlist link", "POST /vakschool/wachtlijst/abc-def.data 200", "POST /vakschool/wachtlijst/[token] 200"],
    [
      "a personal data link and its download",
      "GET /mijn-gegevens/abc_def-ghi/gegevens.json 200",
      "GET /mijn-gegevens/[token]/gegevens.json 200",
    ],
    ["a name-correction link", "GET /certificaat/naam/abc-def 200", "GET /certificaat/naam/[token] 200"],
    ["a certificate's PDF link", "GET /certificaat/pdf/abc-def 200", "GET /certificaat/pdf/[token] 200"],
    ["a test checkout", "POST /test-betaalprovider/tr_test_1 303", "POST /test-betaalprovider/[token] 303"],
    [
      "a token in a URL",
      `https://x.example.org/betaal/${CANCEL_TOKEN}?a=1`,
      "https://x.example.org/betaal/[token]?a=1",
    ],
    ["a long hex token", `sleutel ${"9f".repeat(20)}`, "sleutel [token]"],
    ["a mobile number", "gebeld: 0612345678.", "gebeld: [telefoon]."],
    ["a number with separators", "tel 06-12345678, of (050) 123 45 67", "tel [telefoon], of [telefoon]"],
    ["an international number", "tel +31 6 12345678", "tel [telefoon]"],
  ])("removes %s", (_what, text, expected) => expect(redactText(text)).toBe(expected));

  it.each([
    ["an order id", `bestelling ${ORDER_ID} verlopen`],
    ["a time", "om 2026-11-22T10:00:00.000Z, na 1234 ms"],
    ["an invoice number", "factuur FF-2026-00001"],
    ["a Mollie payment id", "betaling tr_WDqYK6vllg"],
    ["an event name", "course-enrollment-cancellation-mail"],
    ["a path and SQLSTATE", "/work/server/domain/orders/create-order.ts:42:7 code 23505"],
    ["an address", "127.0.0.1:3000"],
  ])("keeps %s", (_what, text) => expect(redactText(text)).toBe(text));

  it("keeps a random-looking run when tokens are not asked for, but never an e-mail address", () => {
    expect(redactText(CANCEL_TOKEN, { tokens: false })).toBe(CANCEL_TOKEN);
    expect(redactText("a@b.nl", { tokens: false })).toBe("[e-mail]");
  });

  it("cuts a long text, after recognising what straddles the cut", () => {
    const text = `${"x ".repeat(MAX_TEXT_IN_LOG / 2 - 5)}noor.bakker@example.org ${"y".repeat(100_000)}`;
    const redacted = redactText(text);
    expect(redacted).not.toContain("noor");
    expect(redacted.length).toBeLessThan(MAX_TEXT_IN_LOG + 50);
    expect(redacted).toMatch(/ingekort; \d+ tekens\)$/);
  });
});

describe("redacting fields by their key", () => {
  it("drops names, addresses, secrets and whatever carries values wholesale, nested too", () => {
    const fields = redactFields({
      orderId: ORDER_ID,
      status: 409,
      buyer: { firstName: "Noor", lastName: "Bakker" },
      participant: { first_name: "Noor" },
      details: { organization: "FPC", phone_number: "0612345678", "e-mail": "x", city: "Groningen", seats: 2 },
      variables: { input: { name: "Noor Bakker" } },
      cancelToken: CANCEL_TOKEN,
      registrationNumbers: [{ registerCode: "BIG", number: "12345678901" }],
      list: [{ lastName: "Bakker" }, "noor@example.org"],
      note: "Noor Bakker belde",
    });
    expect(fields).toEqual({
      orderId: ORDER_ID,
      status: 409,
      buyer: REDACTED,
      participant: REDACTED,
      details: { organization: REDACTED, phone_number: REDACTED, "e-mail": REDACTED, city: REDACTED, seats: 2 },
      variables: REDACTED,
      cancelToken: REDACTED,
      registrationNumbers: REDACTED,
      list: [{ lastName: REDACTED }, "[e-mail]"],
      // A name in free text has no shape: the rule is that no code writes one there.
      note: "Noor Bakker belde",
    });
  });

  it("bounds depth and cycles, and turns dates, bigints and functions into what JSON can hold", () => {
    const cyclic: Record<string, unknown> = { at: new Date("2026-11-22T10:00:00Z"), big: 10n, run: () => 1 };
    cyclic.self = cyclic;
    expect(redactValue(cyclic)).toEqual({ at: "2026-11-22T10:00:00.000Z", big: "10", self: "[…]" });
    expect(JSON.stringify(redactValue({ a: { b: { c: { d: { e: { f: 1 } } } } } }))).toContain("[…]");
  });
});

describe("describing an error", () => {
  it("gives a plain error's type, message without personal data, and its frames", () => {
    const error = new Error("Geen mail naar noor@example.org", { cause: new TypeError("FF-7KQM-3XPA-9TDV") });
    const described = describeError(error);
    expect(described).toMatchObject({
      type: "Error",
      message: "Geen mail naar [e-mail]",
      cause: { type: "TypeError", message: "[code]" },
    });
    expect(described.stack?.[0]).toMatch(/^at /);
    expect(JSON.stringify(described)).not.toMatch(/noor|7KQM/);
  });

  it("keeps a system error's code", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(describeError(refused)).toMatchObject({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });

  it("describes Drizzle's query error by its cause alone: its message holds the query and its values", () => {
    const cause = Object.assign(new Error('new row for relation "organizations" violates check constraint "x"'), {
      name: "DatabaseError",
      severity: "ERROR",
      code: "23514",
      detail: "Failing row contains (Noor Bakker, noor@example.org).",
      constraint: "no_secret_name",
      table: "organizations",
    });
    const failure = new DrizzleQueryError(
      'insert into "organizations" values ($1, $2)',
      ["Noor Bakker", "0612345678"],
      cause,
    );
    const described = describeError(failure);
    expect(described).toMatchObject({
      type: "DrizzleQueryError",
      cause: { type: "DatabaseError", code: "23514", constraint: "no_secret_name", table: "organizations" },
    });
    expect(described.message).toBeUndefined();
    expect(described.cause?.message).toBeUndefined();
    expect(JSON.stringify(redactValue({ error: failure }))).not.toMatch(/Noor|noor@|0612345678|Failing row|insert/);
  });

  it("describes node-postgres's error shape the same way, from its fields alone", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      name: "error",
      severity: "ERROR",
      code: "23505",
      detail: "Key (lower(email))=(noor@example.org) already exists.",
      constraint: "course_enrollments_active_email",
      table: "course_enrollments",
      where: "noor",
      query: "insert ...",
      params: ["Noor", "noor@example.org"],
    });
    expect(describeError(pgError)).toEqual({
      type: "error",
      code: "23505",
      constraint: "course_enrollments_active_email",
      table: "course_enrollments",
      stack: expect.any(Array),
    });
  });
});
