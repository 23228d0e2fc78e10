import {
  emailValues,
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
  ticketCodeText,
  typedQuantityValues,
  UNKNOWN_UUID,
  type BadValue,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { EVENT_FORM_TARGETS } from "./event-form-targets.ts";
import { ensureActiveEnrolment, ensureNotRegistered, PERSON, type CorpusWorld } from "./corpus-world.ts";

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
  validForm: (world: CorpusWorld) => [string, string][];
  prepare?: (world: CorpusWorld) => Promise<void>;
  /**
   * The valid post of the baseline, when the cases' one must stay untouched; null when the post never writes
   * (a step that only checks), so there is no baseline that writes rows.
   */
  baselineForm?: ((world: CorpusWorld) => [string, string][]) | null;
  /** The baseline's own address, when the cases' one must stay untouched (a cancel link of its own). */
  baselinePath?: (world: CorpusWorld) => string;
  prepareBaseline?: (world: CorpusWorld) => Promise<void>;
  /** A back-office page: posted with the corpus beheerder's session (CorpusWorld.staffCookie). */
  staff?: boolean;
  /** Also send the transport cases (content types, sizes); once per route is enough. */
  transport: boolean;
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

/**
 * A form cannot carry a lone surrogate: the browser's encoding, like any invalid UTF-8 in a post, turns it into
 * U+FFFD, a character of its own that a server cannot tell from one typed. So in a form that case sends U+FFFD,
 * which the site may store or refuse.
 */
const asPosted = (values: BadValue[]): BadValue[] =>
  values.map((bad) =>
    bad.label === "los surrogaat" && typeof bad.value === "string"
      ? {
          ...bad,
          label: "U+FFFD (zo komt ongeldige UTF-8 aan)",
          value: bad.value.replace(/\ud800/g, "\ufffd"),
          expect: "tolerated",
        }
      : bad,
  );

/** A text field: its bad text and what a post can do to a field. */
const textField = (values: BadValue[], base: string) => [...asPosted(values), ...formStructure(base)];
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
    firstName: textField(freeText(PERSON.firstName), PERSON.firstName),
    lastName: textField(freeText(PERSON.lastName), PERSON.lastName),
    email: textField(emailValues(BASE_EMAIL), BASE_EMAIL),
    phoneNumber: textField(refusedPatternText(PERSON.phoneNumber), PERSON.phoneNumber),
    ...Object.fromEntries(Object.entries(DETAILS).map(([field, base]) => [field, textField(freeText(base), base)])),
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
  fields: {
    firstName: textField(freeText(PERSON.firstName), PERSON.firstName),
    lastName: textField(freeText(PERSON.lastName), PERSON.lastName),
    email: textField(emailValues(BASE_EMAIL), BASE_EMAIL),
    phoneNumber: textField(refusedPatternText(PERSON.phoneNumber), PERSON.phoneNumber),
    organization: textField(freeText("Reclassering Nederland"), "Reclassering Nederland"),
    // Optional: empty, blank and absent are valid, and a file reads as empty.
    function: textField(freeText("Sociotherapeut"), "Sociotherapeut")
      .filter((bad) => !["leeg", "alleen spaties", "ontbreekt"].includes(bad.label))
      .map((bad) => (bad.label === "bestand in plaats van tekst" ? { ...bad, expect: "tolerated" as const } : bad)),
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
    firstName: forClient(textField(freeText(PERSON.firstName), PERSON.firstName)),
    lastName: forClient(textField(freeText(PERSON.lastName), PERSON.lastName)),
    email: forClient(textField(emailValues(BASE_EMAIL), BASE_EMAIL)),
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

export const FORM_TARGETS: Record<string, FormTarget> = {
  ...EVENT_FORM_TARGETS,
  "kaartverkoop (ticket-purchase)": ticketPurchase,
  "cursusaanmelding (course-detail)": courseEnrolment,
  "workshopkeuze (workshop-signup)": workshopChoice,
  "workshopgegevens (workshop-signup, stap 2)": workshopDetails,
  "cursusafmelding (course-cancel)": courseCancel,
};
