import {
  SetEnrollmentRegistrationNumbersDocument,
  SetTicketRegistrationNumbersDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  asPosted,
  MB1,
  objectValues,
  refused,
  refusedPatternText,
  stringField,
  ticketCodeText,
  wrongTypesForString,
  type BadValue,
} from "./bad-values.ts";
import { ensureNoEnrolmentNumbers, ensureNoNumbers, type CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * Registration numbers (decision 0036): the `registrationNumbers` list of an enrolment and of the ticket's page, and
 * the number fields of their forms. The corpus's accredited course and forum name BIG only, so a BIG number of 11
 * digits is the valid one; every other value is refused with the register's (or the list's) Dutch message.
 */
export const VALID_BIG_NUMBER = "BIG-1234 5678 901";

export const validNumbers = () => [{ registerCode: "BIG", number: VALID_BIG_NUMBER }];

/** What no BIG number is, also when pasted: the register's own rule (no shared kind judges a number). */
export const badNumberValues = (): BadValue[] => [
  refused("te kort", "1234"),
  refused("letters", "ABCDEFGHIJK"),
  refused("12 cijfers", "123456789012"),
  refused("NUL-teken", "1234567890\u0000"),
  refused("CR LF met mailkop", "12345678901\r\nBcc: x@example.org"),
  refused("1 MB", "1".repeat(MB1)),
];

const entry = (registerCode: string, number = VALID_BIG_NUMBER) => ({ registerCode, number });

/** The list's and its items' cases, under `prefix` (the input's field name). */
export function registrationNumberFields(prefix: string): Record<string, BadValue[]> {
  return {
    [prefix]: [
      refused("twee keer BIG", [entry("BIG"), entry("BIG", "09911009701")]),
      refused(
        "21 nummers",
        Array.from({ length: 21 }, () => entry("BIG")),
      ),
      refused("null in de lijst", [null], "client"),
      refused("tekst", "x", "client"),
    ],
    [`${prefix}.0`]: objectValues(),
    [`${prefix}.0.registerCode`]: stringField([
      refused("register van deze bijeenkomst niet", "SKJ"),
      refused("onbekend register", "GEEN"),
      refused("kleine letters met NUL-teken", "big\u0000"),
      refused("1 MB", "B".repeat(MB1)),
    ]),
    [`${prefix}.0.number`]: [...badNumberValues(), ...wrongTypesForString(), ...absent()],
  };
}

const numbersCode = (world: CorpusWorld) => world.codes.numbers;

const setTicketRegistrationNumbers: GraphQLTarget = {
  document: SetTicketRegistrationNumbersDocument,
  validInput: (world) => ({ registrationToken: world.codes.numbers, registrationNumbers: validNumbers() }),
  prepare: (world) => ensureNoNumbers(world, "numbers"),
  baselineInput: (world) => ({ registrationToken: world.codes.numbersBaseline, registrationNumbers: validNumbers() }),
  prepareBaseline: (world) => ensureNoNumbers(world, "numbersBaseline"),
  fields: {
    "": objectValues(),
    registrationToken: stringField([
      ...ticketCodeText(numbersCode),
      refused("goed gevormde onbekende code", "FF-2222-3333-4444"),
    ]),
    ...registrationNumberFields("registrationNumbers"),
  },
};

/** The cancel token's bad values, as CancelCourseEnrollment's (the same token, the same lookup). */
const cancelTokenValues = (token: (world: CorpusWorld) => string): BadValue[] => [
  ...refusedPatternText(token),
  refused("goed gevormd en onbekend", "A".repeat(32)),
  refused("200 tekens", "A".repeat(200)),
];

const setEnrollmentRegistrationNumbers: GraphQLTarget = {
  document: SetEnrollmentRegistrationNumbersDocument,
  validInput: (world) => ({ cancelToken: world.cancelTokens.numbers, registrationNumbers: validNumbers() }),
  prepare: (world) => ensureNoEnrolmentNumbers(world, "numbers"),
  baselineInput: (world) => ({ cancelToken: world.cancelTokens.numbersBaseline, registrationNumbers: validNumbers() }),
  prepareBaseline: (world) => ensureNoEnrolmentNumbers(world, "numbersBaseline"),
  fields: {
    "": objectValues(),
    cancelToken: stringField(cancelTokenValues((world) => world.cancelTokens.numbers)),
    ...registrationNumberFields("registrationNumbers"),
  },
};

export const REGISTRATION_NUMBER_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  setTicketRegistrationNumbers,
  setEnrollmentRegistrationNumbers,
};

const enrolmentNumbersForm = (): [string, string][] => [
  ["intent", "registratienummers"],
  ["registrationNumber.BIG", VALID_BIG_NUMBER],
];

/** The registration numbers form of the course enrolment's link page (the accredited course names BIG). */
const enrolmentNumbers: FormTarget = {
  route: "routes/course-cancel.tsx",
  path: (world, token = world.cancelTokens.numbersForm) => `/vakschool/afmelden/${encodeURIComponent(token)}`,
  validForm: enrolmentNumbersForm,
  prepare: (world) => ensureNoEnrolmentNumbers(world, "numbersForm"),
  baselineForm: enrolmentNumbersForm,
  baselinePath: (world) => `/vakschool/afmelden/${world.cancelTokens.numbersFormBaseline}`,
  prepareBaseline: (world) => ensureNoEnrolmentNumbers(world, "numbersFormBaseline"),
  fields: { "registrationNumber.BIG": asPosted(badNumberValues()) },
  // The route's transport cases go with its cancel button's target.
  transport: false,
};

export const REGISTRATION_NUMBER_FORM_TARGETS: Record<string, FormTarget> = {
  "registratienummers (course-cancel)": enrolmentNumbers,
};
