import { describe, expect, it } from "vitest";
import { SEEDED_REGISTERS } from "../../../content/registers.ts";
import { ApiError } from "../../lib/app-services.ts";
import {
  emptyEnrollmentForm,
  ENROLLMENT_FAILED_MESSAGE,
  enrollmentErrorMessage,
  PRIVACY_AGREED,
  readEnrollmentForm,
} from "./enrollment-form.ts";
import { checkEnrollment } from "./enrollment-rules.ts";

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const FILLED = {
  firstName: "Noor",
  lastName: "Bakker",
  email: "noor.bakker@example.org",
  phoneNumber: "020-1234567",
  organization: "FPC De Waterlinie",
  function: "",
  privacyAgreement: PRIVACY_AGREED,
};

describe("reading the submitted form", () => {
  it("reads every field; the box counts as checked only with its own value", () => {
    expect(readEnrollmentForm(formData(FILLED))).toEqual({
      ...FILLED,
      privacyAgreement: true,
      registrationNumbers: {},
    });
    expect(readEnrollmentForm(formData({ ...FILLED, privacyAgreement: "on" })).privacyAgreement).toBe(false);
  });

  it("reads missing fields as empty, like an empty form", () => {
    expect(readEnrollmentForm(new FormData())).toEqual(emptyEnrollmentForm());
  });
});

describe("checking the form", () => {
  it("gives the API input without the agreement, function null when empty, the phone number as E.164", () => {
    const check = checkEnrollment(readEnrollmentForm(formData(FILLED)), []);
    expect(check).toEqual({
      ok: true,
      participant: {
        firstName: "Noor",
        lastName: "Bakker",
        email: "noor.bakker@example.org",
        phoneNumber: "+31201234567",
        organization: "FPC De Waterlinie",
        function: null,
      },
      registrationNumbers: [],
    });
  });

  const BIG = SEEDED_REGISTERS.find((register) => register.code === "BIG")!;

  it("reads a register's number field, normalised, and refuses a bad one with the register's message", () => {
    const filled = formData({ ...FILLED, "registrationNumber.BIG": " big-1234 5678 901 " });
    const check = checkEnrollment(readEnrollmentForm(filled), [BIG]);
    expect(check).toMatchObject({ ok: true, registrationNumbers: [{ registerCode: "BIG", number: "12345678901" }] });
    const wrong = checkEnrollment(readEnrollmentForm(formData({ ...FILLED, "registrationNumber.BIG": "1234" })), [BIG]);
    expect(wrong).toEqual({
      ok: false,
      errors: { "registrationNumber.BIG": "Een BIG-nummer bestaat uit 11 cijfers." },
    });
    const empty = checkEnrollment(readEnrollmentForm(formData({ ...FILLED, "registrationNumber.BIG": " " })), [BIG]);
    expect(empty).toMatchObject({ ok: true, registrationNumbers: [] });
  });

  it("gives one message per wrong field", () => {
    const check = checkEnrollment({ ...emptyEnrollmentForm(), firstName: "N", email: "noor" }, []);
    expect(check).toEqual({
      ok: false,
      errors: {
        firstName: "Minimaal 2 karakters vereist",
        lastName: "Dit veld is verplicht",
        email: "Voer een geldig e-mailadres in",
        phoneNumber: "Dit veld is verplicht",
        organization: "Dit veld is verplicht",
        privacyAgreement: "Je moet akkoord gaan om je aan te melden",
      },
    });
  });
});

describe("the failure panel's message", () => {
  it("shows the server's Dutch message for the refusals it explains", () => {
    for (const code of ["CAPACITY_REACHED", "CONFLICT", "NOT_FOUND", "BAD_USER_INPUT"]) {
      expect(enrollmentErrorMessage(new ApiError("Deze cursus is volgeboekt.", code))).toBe(
        "Deze cursus is volgeboekt.",
      );
    }
  });

  it("shows the general message for everything else", () => {
    expect(ENROLLMENT_FAILED_MESSAGE).toBe(
      "Er is een fout opgetreden bij je aanmelding. Probeer het later opnieuw of neem contact op.",
    );
    expect(enrollmentErrorMessage(new ApiError("Unexpected error.", "INTERNAL_SERVER_ERROR"))).toBe(
      ENROLLMENT_FAILED_MESSAGE,
    );
    expect(enrollmentErrorMessage(new Error("boom"))).toBe(ENROLLMENT_FAILED_MESSAGE);
  });
});
