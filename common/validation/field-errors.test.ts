import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkDetails, firstErrorPerField } from "./field-errors.ts";

const form = z.object({
  name: z.string().trim().min(1, "verplicht").min(2, "te kort"),
  email: z.string().includes("@", "geen e-mailadres"),
});

function errorOf(schema: z.ZodType, input: unknown): z.core.$ZodError {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return parsed.error;
}

describe("the first error per field", () => {
  it("keeps the first message of each field, in the order the schema found them", () => {
    const errors = firstErrorPerField(errorOf(form, { name: " ", email: "x" }));
    expect(errors).toEqual({ name: "verplicht", email: "geen e-mailadres" });
    expect(Object.keys(errors)).toEqual(["name", "email"]);
  });

  it("names a nested field by its dotted path, and an issue with the whole input by ''", () => {
    const order = z.object({ buyer: form, lines: z.array(z.object({ quantity: z.number().min(1, "te weinig") })) });
    const input = { buyer: { name: "Anna", email: "anna" }, lines: [{ quantity: 1 }, { quantity: 0 }] };
    expect(firstErrorPerField(errorOf(order, input))).toEqual({
      "buyer.email": "geen e-mailadres",
      "lines.1.quantity": "te weinig",
    });
    expect(
      firstErrorPerField(
        errorOf(
          form.refine(() => false, "alles fout"),
          { name: "Anna", email: "@" },
        ),
      ),
    ).toEqual({
      "": "alles fout",
    });
  });
});

describe("checking a form", () => {
  it("gives the parsed details when every field is right", () => {
    expect(checkDetails(form, { name: " Anna ", email: "a@b" })).toEqual({
      ok: true,
      details: { name: "Anna", email: "a@b" },
    });
  });

  it("gives one message per wrong field otherwise", () => {
    expect(checkDetails(form, { name: "A", email: "a@b" })).toEqual({ ok: false, errors: { name: "te kort" } });
  });
});
