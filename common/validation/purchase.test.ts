import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import { billingDetailsSchema, ticketQuantitySchema, typedTicketQuantitySchema } from "./purchase.ts";
import { parseTypedTicketQuantity, ticketQuantityProblem } from "./purchase-basics.ts";

/** The first message a schema gives for a value, undefined when it accepts it. */
const refusal = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the buyer's phone number (decision 0016; every notation in ./phone.test.ts)", () => {
  const phoneNumber = billingDetailsSchema.shape.phoneNumber;

  it.each([
    ["06-12345678", "+31612345678"],
    ["+31 6 12345678", "+31612345678"],
    ["06 1234 5678", "+31612345678"],
    ["020-1234567", "+31201234567"],
    ["(020) 123 4567", "+31201234567"],
    ["+32 470 12 34 56", "+32470123456"],
    ["+49 30 1234567", "+49301234567"],
  ])("accepts %s and gives it as %s", (typed, e164) => {
    expect(phoneNumber.parse(typed)).toBe(e164);
  });

  it("trims what was typed", () => {
    expect(phoneNumber.parse(" 020-1234567 ")).toBe("+31201234567");
  });

  it.each(["0612", "06-1234", "123", "abc", "telefoon", "06-12345678 ext. 5"])("refuses %s", (typed) => {
    expect(refusal(phoneNumber)(typed)).toBe(MESSAGES.phone);
  });

  it("is required", () => {
    expect(refusal(phoneNumber)("  ")).toBe(MESSAGES.required);
  });
});

describe("the ticket quantity", () => {
  it("is a whole number from 0 to at most 100 of one type", () => {
    const refused = refusal(ticketQuantitySchema());
    for (const quantity of [0, 1, 100]) expect(refused(quantity)).toBeUndefined();
    expect(refused(101)).toBe("Kies een aantal van 0 tot en met 100.");
    expect(refused(-1)).toBe("Kies een aantal van 0 tot en met 100.");
    expect(refused(1.5)).toBe(MESSAGES.invalid);
    expect(refused("2")).toBe(MESSAGES.invalid);
  });

  it("is typed in the form as digits up to what is left; an empty field is 0", () => {
    const typed = typedTicketQuantitySchema(2);
    expect(typed.parse("")).toBe(0);
    expect(typed.parse(" 2 ")).toBe(2);
    for (const bad of ["3", "-1", "1.5", "1e0", "twee"]) {
      expect(refusal(typed)(bad), bad).toBe("Kies een aantal van 0 tot en met 2.");
    }
  });

  it("is one rule without zod (the purchase page's first JavaScript) and in the schemas", () => {
    const numbers = [0, 1, 2, 3, 100, 101, -1, 1.5, -0.5, Number.NaN, Infinity, 2 ** 53];
    for (const quantity of numbers) {
      expect(ticketQuantityProblem(quantity, 2), String(quantity)).toBe(refusal(ticketQuantitySchema(2))(quantity));
    }
    const typed = typedTicketQuantitySchema(2);
    const typings = ["", " ", "0", " 2 ", "02", "3", "-1", "+1", "1.5", "1e0", "0x1", "twee", "9".repeat(400)];
    for (const text of typings) {
      const parsed = typed.safeParse(text);
      expect(parseTypedTicketQuantity(text, 2), text).toBe(parsed.success ? parsed.data : null);
    }
    expect(parseTypedTicketQuantity(" 2 ", 2)).toBe(2);
    expect(parseTypedTicketQuantity("", 2)).toBe(0);
    expect(parseTypedTicketQuantity("3", 2)).toBeNull();
  });
});
