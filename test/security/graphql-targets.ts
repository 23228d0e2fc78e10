import type { DocumentNode } from "graphql";
import {
  CancelCourseEnrollmentDocument,
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  RegisterAttendeeDocument,
  UnregisterAttendeeDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  datetimeValues,
  emailValues,
  freeText,
  fromWorld,
  intValues,
  KB10,
  MB1,
  objectValues,
  refusedPatternText,
  stringField,
  ticketCodeText,
  uuidValues,
  wrongTypesForString,
  type BadValue,
} from "./bad-values.ts";
import type { CookieSource } from "./corpus-case.ts";
import { CONTENT_GRAPHQL_TARGETS } from "./content-targets.ts";
import { SITE_NOTICE_GRAPHQL_TARGETS } from "./site-notice-targets.ts";
import { REGISTER_GRAPHQL_TARGETS } from "./register-targets.ts";
import { SITE_PAGE_GRAPHQL_TARGETS } from "./site-page-targets.ts";
import { COURSE_GRAPHQL_TARGETS } from "./course-targets.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { MEDIA_GRAPHQL_TARGETS } from "./media-targets.ts";
import { STAFF_GRAPHQL_TARGETS } from "./staff-graphql-targets.ts";
import { PASSKEY_GRAPHQL_TARGETS } from "./passkey-graphql-targets.ts";
import { EVENT_GRAPHQL_TARGETS } from "./event-targets.ts";
import { MESSAGE_GRAPHQL_TARGETS } from "./message-targets.ts";
import { INVOICE_GRAPHQL_TARGETS } from "./invoice-targets.ts";
import { ORDER_GRAPHQL_TARGETS } from "./order-targets.ts";
import {
  ensureActiveEnrolment,
  ensureNotRegistered,
  ensureRegistered,
  PERSON,
  type CorpusWorld,
} from "./corpus-world.ts";
import { WORKSHOP_GRAPHQL_TARGETS } from "./workshop-targets.ts";
import {
  REGISTRATION_NUMBER_GRAPHQL_TARGETS,
  registrationNumberFields,
  validNumbers,
} from "./registration-number-targets.ts";
import { REFUND_GRAPHQL_TARGETS } from "./refund-targets.ts";
import { WAITLIST_GRAPHQL_TARGETS } from "./waitlist-targets.ts";
import { COURSE_WAITLIST_GRAPHQL_TARGETS } from "./course-waitlist-targets.ts";
import { CHECK_IN_GRAPHQL_TARGETS } from "./check-in-targets.ts";
import { CHECK_OUT_GRAPHQL_TARGETS } from "./check-out-targets.ts";
import { CERTIFICATE_GRAPHQL_TARGETS } from "./certificate-targets.ts";
import { PRESENCE_GRAPHQL_TARGETS } from "./presence-targets.ts";
import { PERSONAL_DATA_GRAPHQL_TARGETS, STAFF_PRIVACY_GRAPHQL_TARGETS } from "./personal-data-targets.ts";

/**
 * Every mutation of the schema with its valid input and, per input field, the bad values the corpus sends in
 * its place (one case each). Paths are dotted, a list's first item is '0', the whole input is ''. coverage.test.ts
 * fails when the schema has a mutation or an input field that is not here.
 */
export type GraphQLTarget = {
  document: DocumentNode;
  fields: Record<string, BadValue[]>;
  /** A valid input; every call gives a fresh e-mail address where the input has one. */
  validInput: (world: CorpusWorld) => Record<string, unknown>;
  /** Restores what a wrongly accepted case changed, so the next case is judged on its own. */
  prepare?: (world: CorpusWorld) => Promise<void>;
  /** The baseline's own input and state, when the cases' ones must stay untouched. */
  baselineInput?: (world: CorpusWorld) => Record<string, unknown>;
  prepareBaseline?: (world: CorpusWorld) => Promise<void>;
  /** A staff operation: sent with the corpus beheerder's session (CorpusWorld.staffCookie). */
  staff?: boolean;
  /** A Cookie of its own instead, made before each case and the baseline (signOut's own session). */
  cookie?: CookieSource;
};

const refusedAs = (audience: BadValue["audience"]) => (label: string, value: unknown) =>
  ({ label, value, expect: "refused", audience }) satisfies BadValue;
const personRefused = refusedAs("person");
const clientRefused = refusedAs("client");

const BILLING = {
  address: "Lindelaan 40",
  city: "Amersfoort",
  country: "Nederland",
  name: `${PERSON.firstName} ${PERSON.lastName}`,
  firstName: PERSON.firstName,
  lastName: PERSON.lastName,
  postalCode: "3822 XK",
};
const BASE_EMAIL = `roosmarijn@corpus.example.org`;

/**
 * billingInformation.name is the form's join of first and last name, which the server ignores (it keeps the two
 * parts): any text may pass, only its size is limited.
 */
function ignoredText(base: string): BadValue[] {
  return freeText(base).map((bad) =>
    bad.label === "10 kB" || bad.label === "1 MB" ? bad : { ...bad, expect: "tolerated" as const },
  );
}

/**
 * The terms version a form linked: optional (null and absent take the version in force), so only its type and range
 * can be wrong. A version that is not in force is a CONFLICT, in test/integration/terms-acceptance.test.ts.
 */
function optionalTermsVersionValues() {
  return intValues(1_000_001).filter((value) => value.kind !== "absent");
}

const completionUrl = (world: CorpusWorld) => `${world.site.url}/evenementen/${world.eventId}/aanmelden-voltooid`;
const line = (world: CorpusWorld, ticketTypeId = world.paidTypeId) => ({ ticketTypeId, quantity: 1 });

const createOrder: GraphQLTarget = {
  document: CreateOrderDocument,
  validInput: (world) => ({
    currency: "EUR",
    eventId: world.eventId,
    purchaseInformation: {
      purchasedAt: "2026-11-22T09:59:00.000Z",
      billingInformation: { ...BILLING, email: uniqueEmail(), phoneNumber: PERSON.phoneNumber },
    },
    ticketTypeQuantities: [line(world)],
    paymentMethod: "IDEAL",
    returnUrl: completionUrl(world),
  }),
  fields: {
    "": objectValues(),
    currency: stringField([
      personRefused("andere munt", "USD"),
      personRefused("kleine letters", "eur"),
      ...refusedPatternText("EUR"),
    ]),
    eventId: uuidValues(
      (world) => world.eventId,
      (world) => world.courseId,
    ),
    purchaseInformation: objectValues(),
    "purchaseInformation.purchasedAt": datetimeValues(),
    "purchaseInformation.billingInformation": objectValues(),
    ...Object.fromEntries(
      Object.entries(BILLING).map(([field, base]) => [
        `purchaseInformation.billingInformation.${field}`,
        stringField(field === "name" ? ignoredText(base) : freeText(base)),
      ]),
    ),
    "purchaseInformation.billingInformation.email": stringField(emailValues(BASE_EMAIL)),
    "purchaseInformation.billingInformation.phoneNumber": stringField(refusedPatternText(PERSON.phoneNumber)),
    ticketTypeQuantities: [
      personRefused("lege lijst", []),
      clientRefused("null in de lijst", [null]),
      personRefused(
        "twee keer hetzelfde tickettype",
        fromWorld((world) => [line(world), line(world)]),
      ),
      personRefused(
        "500 regels",
        fromWorld((world) => Array.from({ length: 500 }, () => line(world))),
      ),
      personRefused(
        "gratis en betaald met een ticket van een ander evenement",
        fromWorld((world) => [line(world, world.freeTypeId), line(world, world.otherEventTypeId)]),
      ),
      { label: "object in plaats van lijst", value: fromWorld(line), expect: "tolerated", audience: "client" },
      clientRefused("tekst", "x"),
      ...absent(),
    ],
    "ticketTypeQuantities.0": objectValues(),
    "ticketTypeQuantities.0.ticketTypeId": uuidValues(
      (world) => world.paidTypeId,
      (world) => world.otherEventTypeId,
    ),
    "ticketTypeQuantities.0.quantity": intValues(),
    paymentMethod: [
      personRefused("CARD (niet aangeboden)", "CARD"),
      personRefused("PAYPAL (niet aangeboden)", "PAYPAL"),
      clientRefused("onbekende methode", "BITCOIN"),
      clientRefused("kleine letters", "ideal"),
      clientRefused("leeg", ""),
      clientRefused("getal", 1),
      clientRefused("null", null),
    ],
    returnUrl: stringField([
      personRefused("ander domein", "https://evil.example/terug"),
      personRefused("javascript:", "javascript:alert(1)"),
      personRefused("protocol-relatief", "//evil.example/terug"),
      personRefused(
        "eigen adres als gebruikersnaam",
        fromWorld((world) => `${world.site.url}@evil.example/`),
      ),
      personRefused(
        "eigen adres van 10 kB",
        fromWorld((world) => `${completionUrl(world)}?x=${"a".repeat(KB10)}`),
      ),
      personRefused(
        "eigen adres met NUL-teken",
        fromWorld((world) => `${completionUrl(world)}\u0000`),
      ),
      personRefused(
        "eigen adres met CR LF",
        fromWorld((world) => `${completionUrl(world)}\r\nSet-Cookie: x=1`),
      ),
      personRefused("leeg", ""),
      personRefused("1 MB", "x".repeat(MB1)),
    ]),
    acceptedTermsVersion: optionalTermsVersionValues(),
  },
};

const ticketCode = (use: keyof CorpusWorld["codes"]) => (world: CorpusWorld) => world.codes[use];
const workshopId = (world: CorpusWorld) => world.workshopId;
const eventInsteadOfWorkshop = (world: CorpusWorld) => world.forumEventId;

const registerAttendee: GraphQLTarget = {
  document: RegisterAttendeeDocument,
  validInput: (world) => ({
    registrationToken: world.codes.register,
    workshopId: world.workshopId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: uniqueEmail(),
  }),
  prepare: (world) => ensureNotRegistered(world, "register"),
  baselineInput: (world) => ({
    ...registerAttendee.validInput(world),
    registrationToken: world.codes.registerBaseline,
  }),
  prepareBaseline: (world) => ensureNotRegistered(world, "registerBaseline"),
  fields: {
    "": objectValues(),
    registrationToken: stringField([
      ...ticketCodeText(ticketCode("register")),
      personRefused("goed gevormde onbekende code", "FF-2222-3333-4444"),
    ]),
    workshopId: uuidValues(workshopId, eventInsteadOfWorkshop),
    firstName: stringField(freeText(PERSON.firstName)),
    lastName: stringField(freeText(PERSON.lastName)),
    email: stringField(emailValues(BASE_EMAIL)),
  },
};

const unregisterAttendee: GraphQLTarget = {
  document: UnregisterAttendeeDocument,
  validInput: (world) => ({
    registrationToken: world.codes.unregister,
    workshopId: world.workshopId,
    email: world.registeredEmail,
  }),
  prepare: (world) => ensureRegistered(world, "unregister"),
  prepareBaseline: (world) => ensureRegistered(world, "unregister"),
  fields: {
    "": objectValues(),
    registrationToken: stringField([
      ...ticketCodeText(ticketCode("unregister")),
      personRefused("code van een ander ticket", fromWorld(ticketCode("register"))),
    ]),
    workshopId: uuidValues(workshopId, eventInsteadOfWorkshop),
    email: stringField([
      ...emailValues((world) => world.registeredEmail),
      personRefused("ander e-mailadres", "iemand.anders@corpus.example.org"),
    ]),
  },
};

const enrollCourseParticipant: GraphQLTarget = {
  document: EnrollCourseParticipantDocument,
  // The accredited course, so a BIG number is part of the valid input and its cases are judged as numbers.
  validInput: (world) => ({
    courseId: world.accreditedCourseId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: uniqueEmail(),
    phoneNumber: PERSON.phoneNumber,
    organization: "Reclassering Nederland",
    function: "Sociotherapeut",
    registrationNumbers: validNumbers(),
  }),
  fields: {
    "": objectValues(),
    courseId: uuidValues(
      (world) => world.accreditedCourseId,
      (world) => world.eventId,
    ),
    firstName: stringField(freeText(PERSON.firstName)),
    lastName: stringField(freeText(PERSON.lastName)),
    email: stringField(emailValues(BASE_EMAIL)),
    phoneNumber: stringField(refusedPatternText(PERSON.phoneNumber)),
    organization: stringField(freeText("Reclassering Nederland")),
    // Optional: null and absent are valid, so only its text and its type can be wrong.
    function: [
      ...freeText("Sociotherapeut").filter((value) => value.label !== "leeg" && value.label !== "alleen spaties"),
      ...wrongTypesForString(),
    ],
    acceptedTermsVersion: optionalTermsVersionValues(),
    ...registrationNumberFields("registrationNumbers"),
  },
};

const cancelToken = (world: CorpusWorld) => world.cancelTokens.cancel;

const cancelCourseEnrollment: GraphQLTarget = {
  document: CancelCourseEnrollmentDocument,
  validInput: (world) => ({ cancelToken: world.cancelTokens.cancel }),
  prepare: (world) => ensureActiveEnrolment(world, "cancel"),
  baselineInput: (world) => ({ cancelToken: world.cancelTokens.cancelBaseline }),
  prepareBaseline: (world) => ensureActiveEnrolment(world, "cancelBaseline"),
  fields: {
    "": objectValues(),
    cancelToken: stringField([
      ...refusedPatternText(cancelToken),
      personRefused("goed gevormd en onbekend", "A".repeat(32)),
      personRefused("200 tekens", "A".repeat(200)),
    ]),
  },
};

export const GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  ...INVOICE_GRAPHQL_TARGETS,
  ...CONTENT_GRAPHQL_TARGETS,
  ...SITE_NOTICE_GRAPHQL_TARGETS,
  ...REGISTER_GRAPHQL_TARGETS,
  ...SITE_PAGE_GRAPHQL_TARGETS,
  ...EVENT_GRAPHQL_TARGETS,
  ...ORDER_GRAPHQL_TARGETS,
  createOrder,
  registerAttendee,
  unregisterAttendee,
  enrollCourseParticipant,
  cancelCourseEnrollment,
  ...STAFF_GRAPHQL_TARGETS,
  ...MEDIA_GRAPHQL_TARGETS,
  ...PASSKEY_GRAPHQL_TARGETS,
  ...WORKSHOP_GRAPHQL_TARGETS,
  ...WAITLIST_GRAPHQL_TARGETS,
  ...REFUND_GRAPHQL_TARGETS,
  ...COURSE_GRAPHQL_TARGETS,
  ...COURSE_WAITLIST_GRAPHQL_TARGETS,
  ...MESSAGE_GRAPHQL_TARGETS,
  ...CHECK_IN_GRAPHQL_TARGETS,
  ...CHECK_OUT_GRAPHQL_TARGETS,
  ...CERTIFICATE_GRAPHQL_TARGETS,
  ...PRESENCE_GRAPHQL_TARGETS,
  ...PERSONAL_DATA_GRAPHQL_TARGETS,
  ...STAFF_PRIVACY_GRAPHQL_TARGETS,
  ...REGISTRATION_NUMBER_GRAPHQL_TARGETS,
};
