import { describe, expect, it } from "vitest";
import { checkDetails } from "../../../common/validation/field-errors.ts";
import { billingDetailsSchema } from "../../../common/validation/purchase.ts";
import type { OfferedTicketType } from "./offered-ticket-types.ts";
import {
  chosenLines,
  createOrderInput,
  emptyPurchaseForm,
  orderTotal,
  parseQuantity,
  readIntent,
  ticketStepErrors,
  type PurchaseFormValues,
} from "./purchase-form.ts";
import { detailFieldError, readPurchaseForm } from "./purchase-rules.ts";

const REGULIER: OfferedTicketType = {
  id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  name: "Regulier",
  description: "",
  price: 149,
  free: false,
  saleState: "ON_SALE",
  placesLeft: 249,
  maxQuantity: 100,
};
const STUDENT: OfferedTicketType = {
  ...REGULIER,
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  name: "Student",
  price: 0.1,
};
const GRATIS: OfferedTicketType = {
  ...REGULIER,
  id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
  name: "Gratis",
  price: 0,
  free: true,
  placesLeft: 2,
  maxQuantity: 2,
};
const OFFERED = [REGULIER, STUDENT, GRATIS];

const DETAILS = {
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.org",
  phoneNumber: "0612345678",
  address: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
};

function withQuantities(quantities: Record<string, string>): PurchaseFormValues {
  const values = emptyPurchaseForm(OFFERED);
  return { ...values, quantities: { ...values.quantities, ...quantities } };
}

describe("the empty form", () => {
  it("starts at 0 tickets, country Nederland and iDEAL", () => {
    const values = emptyPurchaseForm(OFFERED);
    expect(values.quantities).toEqual({ [REGULIER.id]: "0", [STUDENT.id]: "0", [GRATIS.id]: "0" });
    expect(values.details.country).toBe("Nederland");
    expect(values.details.firstName).toBe("");
    expect(values.paymentMethod).toBe("IDEAL");
  });
});

describe("reading the submitted form", () => {
  it("reads the quantities of the offered types, the details and the payment method", () => {
    const formData = new FormData();
    formData.set(`qty-${REGULIER.id}`, "2");
    formData.set("qty-not-offered", "5");
    formData.set("firstName", "Anna");
    formData.set("paymentMethod", "INVOICE");
    const values = readPurchaseForm(formData, OFFERED);
    expect(values.quantities).toEqual({ [REGULIER.id]: "2", [STUDENT.id]: "", [GRATIS.id]: "" });
    expect(values.details.firstName).toBe("Anna");
    expect(values.details.city).toBe("");
    expect(values.paymentMethod).toBe("INVOICE");
  });

  it("falls back to iDEAL for a payment method that is not offered", () => {
    const formData = new FormData();
    formData.set("paymentMethod", "PAYPAL");
    expect(readPurchaseForm(formData, OFFERED).paymentMethod).toBe("IDEAL");
  });

  it("reads the intent of the pressed button, 'next' when there is none", () => {
    const formData = new FormData();
    expect(readIntent(formData)).toBe("next");
    formData.set("intent", "order");
    expect(readIntent(formData)).toBe("order");
    formData.set("intent", "back");
    expect(readIntent(formData)).toBe("back");
    formData.set("intent", "delete-everything");
    expect(readIntent(formData)).toBe("next");
  });
});

describe("quantities", () => {
  it("accepts whole numbers from 0 to the maximum; an empty field is 0", () => {
    expect(parseQuantity("", 5)).toBe(0);
    expect(parseQuantity(" 3 ", 5)).toBe(3);
    expect(parseQuantity("5", 5)).toBe(5);
    for (const bad of ["6", "-1", "1.5", "1e2", "twee"]) expect(parseQuantity(bad, 5)).toBeNull();
  });

  it("requires at least one ticket before step 1 may move on", () => {
    expect(ticketStepErrors(emptyPurchaseForm(OFFERED), OFFERED)).toEqual({ tickets: "Kies minstens één ticket." });
    expect(ticketStepErrors(withQuantities({ [GRATIS.id]: "1" }), OFFERED)).toEqual({});
  });

  it("names the field with a quantity above what is left", () => {
    expect(ticketStepErrors(withQuantities({ [REGULIER.id]: "1", [GRATIS.id]: "3" }), OFFERED)).toEqual({
      [`qty-${GRATIS.id}`]: "Kies een aantal van 0 tot en met 2.",
    });
  });

  it("keeps only the chosen lines and totals them in euros without rounding errors", () => {
    const values = withQuantities({ [REGULIER.id]: "2", [STUDENT.id]: "3", [GRATIS.id]: "1" });
    const lines = chosenLines(values, OFFERED);
    expect(lines.map((line) => [line.ticketType.name, line.quantity])).toEqual([
      ["Regulier", 2],
      ["Student", 3],
      ["Gratis", 1],
    ]);
    expect(orderTotal(lines)).toBe(298.3);
    expect(orderTotal([])).toBe(0);
  });

  it("leaves invalid quantities out of the lines", () => {
    expect(chosenLines(withQuantities({ [REGULIER.id]: "abc", [GRATIS.id]: "9" }), OFFERED)).toEqual([]);
  });
});

describe("personal details", () => {
  it("accepts complete details and trims them; the phone number as E.164", () => {
    const result = checkDetails(billingDetailsSchema, { ...DETAILS, firstName: "  Anna ", phoneNumber: "06-12345678" });
    expect(result).toEqual({ ok: true, details: { ...DETAILS, firstName: "Anna", phoneNumber: "+31612345678" } });
  });

  it("requires every field, with the shared Dutch message", () => {
    const result = checkDetails(billingDetailsSchema, { ...DETAILS, lastName: " ", city: "", country: "" });
    expect(result).toEqual({
      ok: false,
      errors: { lastName: "Dit veld is verplicht", city: "Dit veld is verplicht", country: "Dit veld is verplicht" },
    });
  });

  it("checks one field on blur", () => {
    expect(detailFieldError("firstName", "")).toBe("Dit veld is verplicht");
    expect(detailFieldError("firstName", "Anna")).toBeUndefined();
  });
});

describe("e-mail rules", () => {
  const domain = "@example.org";
  const errorFor = (email: string) => detailFieldError("email", email);

  it("accepts ordinary addresses", () => {
    for (const email of ["anna@example.org", "a.de-vries+tickets@zorg.example.nl"])
      expect(errorFor(email)).toBe(undefined);
  });

  it("rejects addresses without one @, with spaces, or without a dot in the domain", () => {
    for (const email of ["anna", "anna@", "@example.org", "anna@example", "an na@example.org", "a@b@example.org"]) {
      expect(errorFor(email)).toBe("Voer een geldig e-mailadres in");
    }
  });

  it("allows a local part of 64 characters and not 65", () => {
    expect(errorFor(`${"a".repeat(64)}${domain}`)).toBeUndefined();
    expect(errorFor(`${"a".repeat(65)}${domain}`)).toBe("Voer een geldig e-mailadres in");
  });

  it("allows 254 characters in all and not 255", () => {
    const domainOf = (length: number) => `@${"d".repeat(length - 5)}.org`;
    const at254 = `${"a".repeat(60)}${domainOf(254 - 60)}`;
    expect(at254).toHaveLength(254);
    expect(errorFor(at254)).toBeUndefined();
    const at255 = `${"a".repeat(60)}${domainOf(255 - 60)}`;
    expect(at255).toHaveLength(255);
    expect(errorFor(at255)).toBe("Voer een geldig e-mailadres in");
  });

  it("says the field is required when it is empty", () => {
    expect(errorFor("")).toBe("Dit veld is verplicht");
  });
});

describe("the CreateOrder input", () => {
  it("builds the order input: EUR, the joined name, only quantities above 0, the return address on our site, the terms shown", () => {
    const values = withQuantities({ [REGULIER.id]: "2", [STUDENT.id]: "0" });
    const input = createOrderInput({
      eventId: "dddddddd-dddd-4ddd-8ddd-dddddddddddd",
      lines: chosenLines(values, OFFERED),
      details: DETAILS,
      paymentMethod: "INVOICE",
      acceptedTermsVersion: 3,
      publicUrl: "https://forum.example.org",
      now: new Date("2026-11-22T12:00:00Z"),
    });
    expect(input).toEqual({
      currency: "EUR",
      eventId: "dddddddd-dddd-4ddd-8ddd-dddddddddddd",
      purchaseInformation: {
        purchasedAt: "2026-11-22T12:00:00.000Z",
        billingInformation: { ...DETAILS, name: "Anna de Vries" },
      },
      ticketTypeQuantities: [{ ticketTypeId: REGULIER.id, quantity: 2 }],
      paymentMethod: "INVOICE",
      returnUrl: "https://forum.example.org/evenementen/dddddddd-dddd-4ddd-8ddd-dddddddddddd/aanmelden-voltooid",
      acceptedTermsVersion: 3,
    });
  });
});
