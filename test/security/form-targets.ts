import {
  asPosted,
  emailValues,
  FileInField,
  forClient,
  formStructure,
  freeText,
  fromWorld,
  MISSING,
  MB1,
  pathValues,
  RepeatedField,
  refusedPatternText,
  refusedText,
  sampledLikeTwin,
  ticketCodeText,
  typedQuantityValues,
  UNKNOWN_UUID,
  type BadValue,
  postedText,
  optionalPostedText,
} from "./bad-values.ts";
import type { CookieSource } from "./corpus-case.ts";
import { CONTENT_FORM_TARGETS } from "./content-form-targets.ts";
import { SITE_NOTICE_FORM_TARGETS } from "./site-notice-targets.ts";
import { REGISTER_FORM_TARGETS } from "./register-targets.ts";
import { SITE_PAGE_FORM_TARGETS } from "./site-page-form-targets.ts";
import { COURSE_FORM_TARGETS } from "./course-targets.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { STAFF_FORM_TARGETS } from "./staff-form-targets.ts";
import { PASSKEY_FORM_TARGETS } from "./passkey-form-targets.ts";
import { EVENT_FORM_TARGETS } from "./event-form-targets.ts";
import { MESSAGE_FORM_TARGETS } from "./message-targets.ts";
import { INVOICE_FORM_TARGETS } from "./invoice-targets.ts";
import { ORDER_FORM_TARGETS } from "./order-targets.ts";
import { REFUND_FORM_TARGETS } from "./refund-targets.ts";
import { CHECK_IN_FORM_TARGETS } from "./check-in-targets.ts";
import { CHECK_OUT_FORM_TARGETS } from "./check-out-targets.ts";
import { CERTIFICATE_FORM_TARGETS } from "./certificate-targets.ts";
import { PRESENCE_FORM_TARGETS } from "./presence-targets.ts";
import { PERSONAL_DATA_FORM_TARGETS, STAFF_PRIVACY_FORM_TARGETS } from "./personal-data-targets.ts";
import {
  ensureActiveEnrolment,
  ensureNoNumbers,
  ensureNotRegistered,
  PERSON,
  type CorpusWorld,
} from "./corpus-world.ts";
import { badNumberValues, REGISTRATION_NUMBER_FORM_TARGETS, VALID_BIG_NUMBER } from "./registration-number-targets.ts";
import { WORKSHOP_FORM_TARGETS } from "./workshop-targets.ts";
import { ensureOffered, tokenOf } from "./course-waitlist-targets.ts";
import { MEDIA_FORM_TARGETS } from "./media-targets.ts";

type FormEntry = [string, string | Blob];

/**
 * Every form action of the web app (a route module exporting `action`), posted as a browser without JavaScript
 * posts it: its valid form and, per field, the bad values sent in its place. coverage.test.ts fails when a route
 * with an action is not here.
 */
export type FormTarget = {
  /** The route module, as in app/routes.ts. */
  route: string;
  /** The address; `param` replaces the route's id or token. */
  path: (world: CorpusWorld, param?: string) => string;
  /** Bad values of the route's id or token in the address. */
  param?: BadValue[];
  fields: Record<string, BadValue[]>;
  /** Field names that depend on the fixtures (a quantity field per ticket type). */
  fieldNames?: Record<string, (world: CorpusWorld) => string>;
  /** A value may be a file (an upload form, posted multipart). */
  validForm: (world: CorpusWorld) => FormEntry[];
  prepare?: (world: CorpusWorld) => Promise<void>;
  /**
   * The valid post of the baseline, when the cases' one must stay untouched; null when the post never writes
   * (a step that only checks), so there is no baseline that writes rows.
   */
  baselineForm?: ((world: CorpusWorld) => FormEntry[]) | null;
  /** The baseline's own address, when the cases' one must stay untouched (a cancel link of its own). */
  baselinePath?: (world: CorpusWorld) => string;
  prepareBaseline?: (world: CorpusWorld) => Promise<void>;
  /** A back-office page: posted with the corpus beheerder's session (CorpusWorld.staffCookie). */
  staff?: boolean;
  /** A Cookie of its own instead, made before each case and the baseline (the sign-out's own session). */
  cookie?: CookieSource;
  /** Also send the transport cases (content types, sizes); once per route is enough. */
  transport: boolean;
  /** An action that only reads (the editor's preview): it has no baseline that writes, by design. */
  readsOnly?: true;
};

const personRefused = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "refused",
  audience: "person",
});
const clientTolerated = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "tolerated",
  audience: "client",
});

const DETAILS = { address: "Lindelaan 40", postalCode: "3822 XK", city: "Amersfoort", country: "Nederland" };
const BASE_EMAIL = "roosmarijn@corpus.example.org";

const ticketPurchase: FormTarget = {
  route: "routes/ticket-purchase.tsx",
  path: (world, id = world.eventId) => `/evenementen/${encodeURIComponent(id)}/aanmelden`,
  param: pathValues(
    (world) => world.eventId,
    (world) => world.courseId,
  ),
  validForm: (world) => [
    [`qty-${world.paidTypeId}`, "1"],
    [`qty-${world.freeTypeId}`, "0"],
    ["firstName", PERSON.firstName],
    ["lastName", PERSON.lastName],
    ["email", uniqueEmail()],
    ["phoneNumber", PERSON.phoneNumber],
    ...Object.entries(DETAILS),
    ["paymentMethod", "IDEAL"],
    ["intent", "order"],
  ],
  fieldNames: { "qty-betaald": (world) => `qty-${world.paidTypeId}` },
  fields: {
    "qty-betaald": [...typedQuantityValues(), ...formStructure("1")],
    firstName: postedText(freeText(PERSON.firstName), PERSON.firstName),
    lastName: postedText(freeText(PERSON.lastName), PERSON.lastName),
    email: postedText(emailValues(BASE_EMAIL), BASE_EMAIL),
    phoneNumber: postedText(refusedPatternText(PERSON.phoneNumber), PERSON.phoneNumber),
    ...Object.fromEntries(Object.entries(DETAILS).map(([field, base]) => [field, postedText(freeText(base), base)])),
    // A method the page does not offer falls back to iDEAL, by design (purchase-form.ts).
    paymentMethod: [
      clientTolerated("onbekende methode", "BITCOIN"),
      clientTolerated("CARD (niet aangeboden)", "CARD"),
      clientTolerated("ontbreekt", MISSING),
      clientTolerated("NUL-teken", "IDE\u0000AL"),
    ],
  },
  transport: true,
};

const courseEnrolment: FormTarget = {
  route: "routes/course-detail.tsx",
  path: (world, id = world.courseId) => `/vakschool/${encodeURIComponent(id)}`,
  param: pathValues(
    (world) => world.courseId,
    (world) => world.eventId,
  ),
  validForm: () => [
    ["firstName", PERSON.firstName],
    ["lastName", PERSON.lastName],
    ["email", uniqueEmail()],
    ["phoneNumber", PERSON.phoneNumber],
    ["organization", "Reclassering Nederland"],
    ["function", "Sociotherapeut"],
    ["privacyAgreement", "ja"],
  ],
  // The number of a register the course may not be accredited for (certificate-targets.ts may accredit it for BIG):
  // every value here is refused either way, in the register's words or as not asked.
  fields: {
    "registrationNumber.BIG": asPosted(badNumberValues()),
    firstName: postedText(freeText(PERSON.firstName), PERSON.firstName),
    lastName: postedText(freeText(PERSON.lastName), PERSON.lastName),
    email: postedText(emailValues(BASE_EMAIL), BASE_EMAIL),
    phoneNumber: postedText(refusedPatternText(PERSON.phoneNumber), PERSON.phoneNumber),
    organization: postedText(freeText("Reclassering Nederland"), "Reclassering Nederland"),
    // Optional: empty, blank and absent are valid, and a file reads as empty.
    function: optionalPostedText(freeText("Sociotherapeut"), "Sociotherapeut"),
    privacyAgreement: [
      personRefused("niet aangevinkt", MISSING),
      personRefused("nee", "nee"),
      personRefused("hoofdletters", "JA"),
      personRefused("NUL-teken", "ja\u0000"),
      personRefused("1 MB", "ja".repeat(MB1 / 2)),
      { ...personRefused("twee keer, eerst nee", new RepeatedField(["nee", "ja"])), audience: "client" },
    ],
  },
  transport: true,
};

const WORKSHOP_PATH = "/workshops/aanmelden";
const workshopForm = (world: CorpusWorld, code: string, intent: string): [string, string][] => [
  ["code", code],
  ["intent", intent],
  ["firstName", PERSON.firstName],
  ["lastName", PERSON.lastName],
  ["email", uniqueEmail()],
];

/** The workshop wizard's choice of a workshop, the post that writes. */
const workshopChoice: FormTarget = {
  route: "routes/workshop-signup.tsx",
  path: () => WORKSHOP_PATH,
  validForm: (world) => workshopForm(world, world.codes.form, `register:${world.workshopId}`),
  prepare: (world) => ensureNotRegistered(world, "form"),
  baselineForm: (world) => workshopForm(world, world.codes.formBaseline, `register:${world.workshopId}`),
  prepareBaseline: (world) => ensureNotRegistered(world, "formBaseline"),
  fields: {
    // Every post checks the code first and shows why it is refused.
    code: [
      ...ticketCodeText((world) => world.codes.form),
      personRefused("goed gevormde onbekende code", "FF-2222-3333-4444"),
      ...formStructure("FF-2222-3333-4444"),
    ],
    // The page sends details with a choice only after checking them, so it shows no message for them here.
    firstName: forClient(postedText(freeText(PERSON.firstName), PERSON.firstName)),
    lastName: forClient(postedText(freeText(PERSON.lastName), PERSON.lastName)),
    email: forClient(postedText(emailValues(BASE_EMAIL), BASE_EMAIL)),
    intent: [
      personRefused("onbekende workshop", `register:${UNKNOWN_UUID}`),
      personRefused(
        "UUID van iets anders",
        fromWorld((world) => `register:${world.courseId}`),
      ),
      personRefused(
        "uitschrijven zonder inschrijving",
        fromWorld((world) => `unregister:${world.workshopId}`),
      ),
      personRefused("wachtlijst van een onbekende workshop", `wait:${UNKNOWN_UUID}`),
      personRefused(
        "wachtlijst van een workshop met plaats",
        fromWorld((world) => `wait:${world.workshopId}`),
      ),
      personRefused(
        "wachtlijst verlaten zonder erop te staan",
        fromWorld((world) => `leave:${world.fullWorkshopId}`),
      ),
      {
        ...personRefused(
          "keuze met NUL-teken",
          fromWorld((world) => `register:${world.workshopId}\u0000`),
        ),
        audience: "client",
      },
      { ...personRefused("keuze van 1 MB", `register:${"a".repeat(MB1)}`), audience: "client" },
    ],
  },
  transport: true,
};

/** Step 2 of the wizard, where people type their details: it writes nothing, but must explain every refusal. */
const workshopDetails: FormTarget = {
  route: "routes/workshop-signup.tsx",
  path: () => WORKSHOP_PATH,
  validForm: (world) => workshopForm(world, world.codes.form, "details"),
  baselineForm: null,
  fields: {
    firstName: asPosted(refusedText(PERSON.firstName)).filter((bad) => bad.expect === "refused"),
    lastName: asPosted(refusedText(PERSON.lastName)).filter((bad) => bad.expect === "refused"),
    email: asPosted(emailValues(BASE_EMAIL)).filter((bad) => bad.expect === "refused"),
  },
  transport: false,
};

/** The ticket's page's own form for its registration numbers (the forum is accredited for BIG). */
const ticketNumbers: FormTarget = {
  route: "routes/workshop-signup.tsx",
  path: () => WORKSHOP_PATH,
  validForm: (world) => numbersForm(world.codes.numbers),
  prepare: (world) => ensureNoNumbers(world, "numbers"),
  baselineForm: (world) => numbersForm(world.codes.numbersBaseline),
  prepareBaseline: (world) => ensureNoNumbers(world, "numbersBaseline"),
  fields: {
    code: [
      ...ticketCodeText((world) => world.codes.numbers),
      personRefused("goed gevormde onbekende code", "FF-2222-3333-4444"),
    ],
    "registrationNumber.BIG": asPosted(badNumberValues()),
  },
  transport: false,
};

function withoutNumbers(fields: Record<string, BadValue[]>): Record<string, BadValue[]> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !name.startsWith("registrationNumber.")));
}

function numbersForm(code: string): [string, string][] {
  return [
    ["code", code],
    ["intent", "registratienummers"],
    ["registrationNumber.BIG", VALID_BIG_NUMBER],
  ];
}

/** The same form on a full course puts the visitor on the waitlist: the same rules, so a sample. */
const courseWaitlistJoin: FormTarget = {
  ...courseEnrolment,
  param: undefined,
  validForm: (world) => [...courseEnrolment.validForm(world), ["intent", "wachtlijst"]],
  // The waitlist keeps no registration numbers: its form asks none and its post ignores them.
  fields: sampledLikeTwin(withoutNumbers(courseEnrolment.fields)),
  // The route's transport cases go with its enrolment target.
  transport: false,
};

/** The buttons of the waitlist link's page: take the offered place, or leave the list. */
const courseWaitlist: FormTarget = {
  route: "routes/course-waitlist.tsx",
  path: (world, token = tokenOf(world, "form")) => `/vakschool/wachtlijst/${encodeURIComponent(token)}`,
  param: [
    ...refusedPatternText((world) => tokenOf(world, "form")).filter(
      (bad) => bad.label !== "1 MB" && bad.label !== "los surrogaat",
    ),
    personRefused("goed gevormd en onbekend", "A".repeat(32)),
  ],
  validForm: () => [["intent", "neem-plaats"]],
  prepare: (world) => ensureOffered(world, "form"),
  baselinePath: (world) => `/vakschool/wachtlijst/${tokenOf(world, "formBaseline")}`,
  prepareBaseline: (world) => ensureOffered(world, "formBaseline"),
  fields: {
    intent: [personRefused("onbekende actie", "iets-anders"), ...formStructure("neem-plaats")],
  },
  transport: true,
};

const courseCancel: FormTarget = {
  route: "routes/course-cancel.tsx",
  path: (world, token = world.cancelTokens.form) => `/vakschool/afmelden/${encodeURIComponent(token)}`,
  param: [
    // Not 1 MB (no server takes an address that long) nor a lone surrogate (no address can carry one).
    ...refusedPatternText((world) => world.cancelTokens.form).filter(
      (bad) => bad.label !== "1 MB" && bad.label !== "los surrogaat",
    ),
    personRefused("goed gevormd en onbekend", "A".repeat(32)),
    personRefused("200 tekens", "A".repeat(200)),
  ],
  // The page's button posts nothing: the token is in the address.
  validForm: () => [],
  prepare: (world) => ensureActiveEnrolment(world, "form"),
  baselinePath: (world) => `/vakschool/afmelden/${world.cancelTokens.formBaseline}`,
  prepareBaseline: (world) => ensureActiveEnrolment(world, "formBaseline"),
  fields: {},
  transport: true,
};

/**
 * The rich-text editor's preview: it stores nothing and refuses no text for its content (it answers what
 * the sanitiser keeps, tested in server/domain/rich-text.test.ts and rich-text-preview.test.ts). Its answer is JSON
 * for the editor's fetcher, which the corpus would read as a page whose text must be Dutch; so only the body limit
 * (1 MB) and the transport cases are sent here.
 */
const richTextPreview: FormTarget = {
  route: "routes/beheer/rich-text-preview.tsx",
  path: () => "/beheer/tekstvoorbeeld",
  validForm: () => [["html", "<p>Hallo <strong>wereld</strong></p>"]],
  fields: {
    html: freeText("<p>Hallo</p>").filter((bad) => bad.label === "1 MB"),
  },
  baselineForm: null,
  readsOnly: true,
  staff: true,
  transport: true,
};

/** The back office's image upload: a small SVG logo is the valid upload. */
const mediaUpload: FormTarget = {
  route: "routes/beheer/media.tsx",
  path: () => "/beheer/afbeeldingen",
  staff: true,
  validForm: () => [
    ["soort", "LOGO"],
    ["alt", "Logo van de vereniging"],
    ["bestand", new File([CORPUS_LOGO_SVG], "logo.svg", { type: "image/svg+xml" })],
  ],
  fields: {
    soort: [personRefused("onbekende soort", "FOTO"), ...formStructure("LOGO")],
    // A logo's alt text is optional (the pages name it 'Logo van ...'): empty and blank are valid.
    alt: asPosted(freeText("Logo van de vereniging")).map((bad) =>
      ["leeg", "alleen spaties"].includes(bad.label) ? { ...bad, expect: "tolerated" as const } : bad,
    ),
    bestand: [
      personRefused("ontbreekt", MISSING),
      personRefused("tekst in plaats van een bestand", "logo.svg"),
      personRefused("tekstbestand", new FileInField()),
    ],
  },
  transport: true,
};

const CORPUS_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a5"/></svg>';

export const FORM_TARGETS: Record<string, FormTarget> = {
  ...INVOICE_FORM_TARGETS,
  ...CHECK_IN_FORM_TARGETS,
  ...CHECK_OUT_FORM_TARGETS,
  ...CERTIFICATE_FORM_TARGETS,
  ...PRESENCE_FORM_TARGETS,
  ...PERSONAL_DATA_FORM_TARGETS,
  ...STAFF_PRIVACY_FORM_TARGETS,
  ...CONTENT_FORM_TARGETS,
  ...SITE_NOTICE_FORM_TARGETS,
  ...REGISTER_FORM_TARGETS,
  ...SITE_PAGE_FORM_TARGETS,
  ...EVENT_FORM_TARGETS,
  ...REFUND_FORM_TARGETS,
  "kaartverkoop (ticket-purchase)": ticketPurchase,
  "cursusaanmelding (course-detail)": courseEnrolment,
  "workshopkeuze (workshop-signup)": workshopChoice,
  "workshopgegevens (workshop-signup, stap 2)": workshopDetails,
  "registratienummers (workshop-signup)": ticketNumbers,
  "cursusafmelding (course-cancel)": courseCancel,
  ...REGISTRATION_NUMBER_FORM_TARGETS,
  "wachtlijstaanmelding (course-detail)": courseWaitlistJoin,
  "wachtlijst (course-waitlist)": courseWaitlist,
  "tekstvoorbeeld (beheer/rich-text-preview)": richTextPreview,
  ...STAFF_FORM_TARGETS,
  ...PASSKEY_FORM_TARGETS,
  ...MESSAGE_FORM_TARGETS,
  "afbeelding uploaden (beheer/media)": mediaUpload,
  ...MEDIA_FORM_TARGETS,
  ...WORKSHOP_FORM_TARGETS,
  ...COURSE_FORM_TARGETS,
  ...ORDER_FORM_TARGETS,
};
