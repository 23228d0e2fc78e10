import { describe, expect, it } from "vitest";
import { courseEnrollmentFormSchema, enrollCourseParticipantSchema } from "./course-enrollment.ts";
import type { CourseFormField } from "./course-form-fields.ts";

const VALID = {
  firstName: "Noor",
  lastName: "Bakker",
  email: "noor.bakker@example.org",
  phoneNumber: "0612345678",
  organization: "FPC De Waterlinie",
  function: "Sociotherapeut",
  privacyAgreement: true,
};

/** The first message per field, as the form and the API show them. */
function firstMessages(input: Record<string, unknown>): Partial<Record<CourseFormField, string>> {
  const parsed = courseEnrollmentFormSchema.safeParse(input);
  const messages: Partial<Record<CourseFormField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) messages[issue.path[0] as CourseFormField] ??= issue.message;
  return messages;
}

describe("the course form rules", () => {
  it("accepts a complete form, trims what was typed and gives the phone number as E.164", () => {
    const parsed = courseEnrollmentFormSchema.parse({ ...VALID, firstName: "  Noor ", phoneNumber: " 06-12345678 " });
    expect(parsed.firstName).toBe("Noor");
    expect(parsed.phoneNumber).toBe("+31612345678");
  });

  it.each(["06-12345678", "+31 6 12345678", "0031612345678", "(050) 123 45 67", "+32 470 12 34 56"])(
    "accepts the phone number %s as people type it (decision 0016)",
    (phoneNumber) => expect(firstMessages({ ...VALID, phoneNumber })).toEqual({}),
  );

  it("gives every Dutch validation message on an empty form", () => {
    expect(
      firstMessages({
        firstName: "",
        lastName: "",
        email: "",
        phoneNumber: "",
        organization: "",
        function: "",
        privacyAgreement: false,
      }),
    ).toEqual({
      firstName: "Dit veld is verplicht",
      lastName: "Dit veld is verplicht",
      email: "Dit veld is verplicht",
      phoneNumber: "Dit veld is verplicht",
      organization: "Dit veld is verplicht",
      privacyAgreement: "Je moet akkoord gaan om je aan te melden",
    });
  });

  it("needs names of at least 2 characters, not counting spaces around them", () => {
    expect(firstMessages({ ...VALID, firstName: "A", lastName: " B " })).toEqual({
      firstName: "Minimaal 2 karakters vereist",
      lastName: "Minimaal 2 karakters vereist",
    });
    expect(firstMessages({ ...VALID, firstName: "Al", lastName: "Li" })).toEqual({});
  });

  it("checks the e-mail address and the phone number", () => {
    expect(firstMessages({ ...VALID, email: "noor@", phoneNumber: "06-1234" })).toEqual({
      email: "Voer een geldig e-mailadres in",
      phoneNumber: "Voer een geldig telefoonnummer in",
    });
  });

  it("treats only a checked box as agreement", () => {
    for (const privacyAgreement of [false, undefined, "true", 1]) {
      expect(firstMessages({ ...VALID, privacyAgreement })).toEqual({
        privacyAgreement: "Je moet akkoord gaan om je aan te melden",
      });
    }
  });

  it("refuses absurdly long input, naming the maximum", () => {
    expect(firstMessages({ ...VALID, organization: "x".repeat(201) })).toEqual({
      organization: "Maximaal 200 karakters toegestaan",
    });
  });
});

describe("the API input", () => {
  const COURSE_ID = "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10";
  const { privacyAgreement: _agreed, ...participant } = VALID;

  it("sends function as null when it is empty or only spaces", () => {
    for (const empty of ["", "   ", null, undefined]) {
      const parsed = enrollCourseParticipantSchema.parse({ ...participant, courseId: COURSE_ID, function: empty });
      expect(parsed.function).toBeNull();
    }
  });

  it("keeps a given function and needs a course UUID", () => {
    expect(enrollCourseParticipantSchema.parse({ ...participant, courseId: COURSE_ID }).function).toBe(
      "Sociotherapeut",
    );
    const parsed = enrollCourseParticipantSchema.safeParse({ ...participant, courseId: "cursus-1" });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["courseId"], message: "Ongeldige invoer" });
  });
});
