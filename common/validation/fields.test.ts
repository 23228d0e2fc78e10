import { describe, expect, it } from "vitest";
import { attendeeDetailsSchema, registrationTokenField } from "./attendee.ts";
import { hasBidiControl, hasControlCharacter, normalizeTypedText } from "./characters.ts";
import { courseEnrollmentFormSchema, enrollCourseParticipantSchema } from "./course-enrollment.ts";
import { firstErrorPerField } from "./field-errors.ts";
import { boundedDate, MAX_LENGTH, optionalText, requiredText } from "./fields.ts";
import { billingDetailsSchema } from "./purchase.ts";

const NUL = "\u0000";
const RIGHT_TO_LEFT_OVERRIDE = "\u202e";

const COURSE_FORM = {
  firstName: "Noor",
  lastName: "Bakker",
  email: "noor.bakker@example.org",
  phoneNumber: "0612345678",
  organization: "FPC De Waterlinie",
  function: "Sociotherapeut",
  privacyAgreement: true,
};
const BILLING = {
  firstName: "Noor",
  lastName: "Bakker",
  email: "noor.bakker@example.org",
  phoneNumber: "0612345678",
  address: "Kerkstraat 1",
  postalCode: "9711 AB",
  city: "Groningen",
  country: "Nederland",
};
const ATTENDEE = { firstName: "Noor", lastName: "Bakker", email: "noor.bakker@example.org" };

/** Every text field of every form, with its schema and a valid form around it. */
const TEXT_FIELDS = [
  ...["firstName", "lastName", "email", "organization", "function"].map((field) => ({
    form: "course",
    field,
    check: (values: object) => courseEnrollmentFormSchema.safeParse({ ...COURSE_FORM, ...values }),
  })),
  ...["firstName", "lastName", "email", "address", "postalCode", "city", "country"].map((field) => ({
    form: "purchase",
    field,
    check: (values: object) => billingDetailsSchema.safeParse({ ...BILLING, ...values }),
  })),
  ...["firstName", "lastName", "email"].map((field) => ({
    form: "workshop",
    field,
    check: (values: object) => attendeeDetailsSchema.safeParse({ ...ATTENDEE, ...values }),
  })),
];

function messagesOf(parsed: { error?: Parameters<typeof firstErrorPerField>[0] }) {
  return parsed.error ? firstErrorPerField(parsed.error) : {};
}

describe("the characters a typed text may hold", () => {
  it.each([
    ["NUL", NUL],
    ["a tab", "\t"],
    ["a line feed", "\n"],
    ["escape", "\u001b"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u0085"],
    ["a lone surrogate half", "\ud800"],
  ])("refuses %s", (_name, character) => expect(hasControlCharacter(`Noor${character}Bakker`)).toBe(true));

  it.each(["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"])(
    "refuses the bidi control U+%s",
    (character) => expect(hasBidiControl(`Noor${character}Bakker`)).toBe(true),
  );

  it.each(["Noor Bakker", "Zoë Çelik-Ünal", "Łukasz Żółć", "Нина", "نور", "李小龙", "Noor 👩🏽‍⚕️", "O'Brien"])(
    "accepts %s",
    (text) => {
      expect(hasControlCharacter(text)).toBe(false);
      expect(hasBidiControl(text)).toBe(false);
    },
  );

  it("stores one form: NFC, without invisible pasted characters, keeping the joiners of emoji", () => {
    expect(normalizeTypedText("Zoe\u0308")).toBe("Zoë");
    expect(normalizeTypedText("\ufeffNoor\u200b Bak\u2060ker")).toBe("Noor Bakker");
    expect(normalizeTypedText("👩🏽‍⚕️")).toBe("👩🏽‍⚕️");
  });
});

describe("every text field of the forms", () => {
  it.each(TEXT_FIELDS)("$form $field refuses NUL and control characters", ({ field, check }) => {
    for (const character of [NUL, "\n", "\u0085"]) {
      expect(messagesOf(check({ [field]: `noor${character}@example.org` }))).toEqual({
        [field]: "Bevat een teken dat niet is toegestaan",
      });
    }
  });

  it.each(TEXT_FIELDS)("$form $field refuses bidi overrides", ({ field, check }) => {
    expect(messagesOf(check({ [field]: `noor${RIGHT_TO_LEFT_OVERRIDE}gro@example.org` }))).toEqual({
      [field]: "Bevat een onzichtbaar teken dat de leesrichting verandert; typ de tekst opnieuw",
    });
  });

  it.each(TEXT_FIELDS)("$form $field refuses 10 kB with the maximum named", ({ field, check }) => {
    const [message] = Object.values(messagesOf(check({ [field]: "x".repeat(10_000) })));
    // The validation rules have their own words for an e-mail address that is too long.
    expect(message).toMatch(
      field === "email" ? /^Voer een geldig e-mailadres in$/ : /^Maximaal \d+ karakters toegestaan$/,
    );
  });

  it("has a maximum for each field, fitting what people type", () => {
    expect(messagesOf(courseEnrollmentFormSchema.safeParse({ ...COURSE_FORM, firstName: "x".repeat(101) }))).toEqual({
      firstName: "Maximaal 100 karakters toegestaan",
    });
    expect(messagesOf(billingDetailsSchema.safeParse({ ...BILLING, postalCode: "1".repeat(21) }))).toEqual({
      postalCode: "Maximaal 20 karakters toegestaan",
    });
    expect(messagesOf(billingDetailsSchema.safeParse({ ...BILLING, address: "x".repeat(MAX_LENGTH.address) }))).toEqual(
      {},
    );
    expect(
      messagesOf(billingDetailsSchema.safeParse({ ...BILLING, email: `${"a".repeat(60)}@${"x".repeat(200)}.nl` })),
    ).toEqual({
      email: "Voer een geldig e-mailadres in",
    });
  });

  it("accepts names in any script and with emoji, and stores them in NFC without invisibles", () => {
    const parsed = courseEnrollmentFormSchema.parse({
      ...COURSE_FORM,
      firstName: " Zoe\u0308\u200b ",
      lastName: "نور 👩🏽‍⚕️",
      organization: "\ufeffFPC Łódź",
    });
    expect(parsed).toMatchObject({ firstName: "Zoë", lastName: "نور 👩🏽‍⚕️", organization: "FPC Łódź" });
  });

  it("checks the phone number's characters before reading the number", () => {
    expect(messagesOf(billingDetailsSchema.safeParse({ ...BILLING, phoneNumber: `06123${NUL}45678` }))).toEqual({
      phoneNumber: "Bevat een teken dat niet is toegestaan",
    });
  });

  it("refuses a non-text value with a Dutch message, as another API client could send one", () => {
    expect(messagesOf(billingDetailsSchema.safeParse({ ...BILLING, city: 42 }))).toEqual({ city: "Ongeldige invoer" });
  });
});

describe("the fields of the API beyond the forms", () => {
  it("the optional function: empty is null, the rules apply to a given one", () => {
    const input = { ...COURSE_FORM, courseId: "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10" };
    expect(enrollCourseParticipantSchema.parse({ ...input, function: " \u200b " }).function).toBeNull();
    expect(messagesOf(enrollCourseParticipantSchema.safeParse({ ...input, function: `a${NUL}` }))).toEqual({
      function: "Bevat een teken dat niet is toegestaan",
    });
    expect(optionalText(5).safeParse("x".repeat(6)).error?.issues[0]?.message).toBe("Maximaal 5 karakters toegestaan");
  });

  it("the ticket code as typed: control characters refused, length capped", () => {
    expect(registrationTokenField.parse(" ff-7kqm-3xpa-9tdv ")).toBe("ff-7kqm-3xpa-9tdv");
    expect(registrationTokenField.safeParse(`FF-7KQM${NUL}`).error?.issues[0]?.message).toBe(
      "Bevat een teken dat niet is toegestaan",
    );
    expect(registrationTokenField.safeParse("F".repeat(101)).error?.issues[0]?.message).toBe(
      "Maximaal 100 karakters toegestaan",
    );
  });

  it("a date: only this century", () => {
    expect(boundedDate.safeParse(new Date("2026-11-22T10:00:00Z")).success).toBe(true);
    for (const far of ["1899-12-31T23:00:00Z", "2100-01-01T00:00:00Z", "+275760-09-13T00:00:00Z"]) {
      expect(boundedDate.safeParse(new Date(far)).error?.issues[0]?.message).toBe("Kies een datum tussen 2000 en 2100");
    }
    expect(boundedDate.safeParse(new Date("nonsense")).success).toBe(false);
  });

  it("a required text of the domain's own: the same rules with its own maximum", () => {
    expect(requiredText(2000).safeParse(`http://localhost:3000/${NUL}`).error?.issues[0]?.message).toBe(
      "Bevat een teken dat niet is toegestaan",
    );
  });
});
