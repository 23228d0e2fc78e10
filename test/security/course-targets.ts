/**
 * The corpus's cases for the back office's Vakschool courses and enrolments: the six mutations and the
 * three pages that post. Every case is sent as the corpus beheerder.
 */
import {
  CancelCourseDocument,
  CancelEnrollmentForStaffDocument,
  CompleteCourseDocument,
  CreateCourseDocument,
  EnrollParticipantForStaffDocument,
  UpdateCourseDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  type BadValue,
  datetimeValues,
  emailValues,
  formStructure,
  freeText,
  fromWorld,
  KB10,
  MB1,
  MISSING,
  objectValues,
  pathValues,
  refusedPatternText,
  stringField,
  UNKNOWN_UUID,
  uuidValues,
  wrongTypesForString,
  sampledLikeTwin,
  postedText,
  optionalPostedText,
  withoutEmpty,
  intValues,
  multilineValues,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { PERSON, type CorpusWorld } from "./corpus-world.ts";
import { ensureStaffCourses, nextCourseTitle, staffCourses } from "./course-world.ts";
import { optionalString, practicalInfoText } from "./event-value-kinds.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});
const tolerate = (labels: string[]) => (bad: BadValue) =>
  labels.includes(bad.label) ? { ...bad, expect: "tolerated" as const } : bad;

const staffTarget = { staff: true, prepare: ensureStaffCourses, prepareBaseline: ensureStaffCourses } as const;
const ids = staffCourses;

/** A description may be long (rich text): 10 kB passes, 1 MB does not. */
const descriptionText = (base: string) => multilineValues(base).map(tolerate(["10 kB"]));

const START = "2027-05-11T09:00:00.000Z";
const END = "2027-05-11T15:00:00.000Z";
const INSTRUCTOR = { name: "Mr. J. Visser", function: "Advocaat", experience: "Twintig jaar strafrecht." };

const courseInput = (world: CorpusWorld) => ({
  title: nextCourseTitle(),
  // A summary of its own too, so a case that sets the title to a previous case's value still changes something.
  summary: `Een middag over de rechtspositie van cliënten (${nextCourseTitle()}).`,
  description: "<p>Wat mag wel en wat <strong>niet</strong>?</p>",
  practicalInfo: "<p>Neem je laptop mee.</p>",
  organizationId: ids(world).organizationId,
  // A copy per input: the corpus puts its bad values into the input it is given.
  instructors: [{ ...INSTRUCTOR }],
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  startsAt: START,
  endsAt: END,
  maxParticipants: 1000,
});

const courseFields = {
  "": objectValues(),
  title: stringField(freeText("Rechten van de cliënt")),
  summary: stringField(multilineValues("Een middag over rechtspositie.")),
  description: stringField(descriptionText("<p>Wat mag wel?</p>")),
  practicalInfo: optionalString(practicalInfoText("<p>Neem je laptop mee.</p>")),
  organizationId: uuidValues(
    (world) => ids(world).organizationId,
    (world) => world.courseId,
  ),
  instructors: [
    refused(
      "21 docenten",
      fromWorld(() => Array.from({ length: 21 }, () => ({ ...INSTRUCTOR }))),
    ),
    refused("null in de lijst", [null], "client"),
    refused("tekst", "x", "client"),
    {
      label: "object in plaats van lijst",
      value: fromWorld(() => ({ ...INSTRUCTOR })),
      expect: "tolerated",
      audience: "client",
    },
    ...absent(),
  ] satisfies BadValue[],
  "instructors.0": objectValues(),
  "instructors.0.name": stringField(freeText(INSTRUCTOR.name)),
  "instructors.0.function": [...withoutEmpty(freeText(INSTRUCTOR.function)), ...wrongTypesForString()],
  "instructors.0.experience": [...withoutEmpty(multilineValues(INSTRUCTOR.experience)), ...wrongTypesForString()],
  street: stringField(freeText("Lindelaan 40")),
  postalCode: stringField(freeText("3822 XK")),
  city: stringField(freeText("Amersfoort")),
  country: stringField(freeText("Nederland")),
  startsAt: [...datetimeValues(), refused("na het einde", "2027-05-11T16:00:00.000Z")],
  endsAt: [...datetimeValues(), refused("voor het begin", "2027-05-11T08:00:00.000Z")],
  maxParticipants: intValues(10_001),
};

const statusValues = (required: boolean): BadValue[] => [
  refused("geannuleerd (niet te kiezen)", "CANCELED", "client"),
  refused("kleine letters", "draft", "client"),
  refused("getal", 1, "client"),
  ...(required ? absent() : []),
];

const idOnly = (pick: (world: CorpusWorld) => string, other: (world: CorpusWorld) => string) => ({
  "": objectValues(),
  id: uuidValues(pick, other),
});

export const COURSE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  createCourse: {
    document: CreateCourseDocument,
    ...staffTarget,
    validInput: (world) => ({ ...courseInput(world), status: "DRAFT" }),
    fields: { ...courseFields, status: statusValues(true) },
  },
  updateCourse: {
    document: UpdateCourseDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).editableId, ...courseInput(world), status: "PUBLISHED" }),
    fields: {
      ...sampledLikeTwin(courseFields),
      id: uuidValues(
        (world) => ids(world).editableId,
        (world) => world.eventId,
      ),
      status: statusValues(false),
    },
  },
  cancelCourse: {
    document: CancelCourseDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).cancelableId }),
    fields: idOnly(
      (world) => ids(world).cancelableId,
      (world) => world.eventId,
    ),
  },
  completeCourse: {
    document: CompleteCourseDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).completableId }),
    fields: idOnly(
      (world) => ids(world).completableId,
      (world) => world.eventId,
    ),
  },
  enrollParticipantForStaff: {
    document: EnrollParticipantForStaffDocument,
    ...staffTarget,
    validInput: (world) => ({
      courseId: world.courseId,
      ...PERSON,
      email: uniqueEmail(),
      organization: "Reclassering Nederland",
      function: null,
    }),
    fields: {
      "": objectValues(),
      courseId: uuidValues(
        (world) => world.courseId,
        (world) => world.eventId,
      ),
      // The public enrolment's schema (enrollCourseParticipant, whose target sends every value).
      ...sampledLikeTwin({
        firstName: stringField(freeText(PERSON.firstName)),
        lastName: stringField(freeText(PERSON.lastName)),
        email: stringField(emailValues("roosmarijn@corpus.example.org")),
        phoneNumber: stringField(refusedPatternText(PERSON.phoneNumber)),
        organization: stringField(freeText("Reclassering Nederland")),
        function: [...withoutEmpty(freeText("Sociotherapeut")), ...wrongTypesForString()],
      }),
    },
  },
  cancelEnrollmentForStaff: {
    document: CancelEnrollmentForStaffDocument,
    ...staffTarget,
    validInput: (world) => ({ enrollmentId: ids(world).enrollmentId }),
    fields: {
      "": objectValues(),
      enrollmentId: uuidValues(
        (world) => ids(world).enrollmentId,
        (world) => world.courseId,
      ),
    },
  },
};

// ─── The pages ────────────────────────────────────────────────────────────────────────────────────────────────

const typedMoment = (base: string): BadValue[] => [
  refused("geen datum", "morgen"),
  refused("leeg", ""),
  refused("30 februari", "2027-02-30T10:00"),
  refused("jaar 1", "0001-01-01T10:00"),
  refused("25 uur", "2027-05-11T25:00"),
  refused("NUL-teken", `${base}\u0000`),
  refused("10 kB", "1".repeat(KB10)),
  ...formStructure(base),
];

const typedCapacity = (): BadValue[] => [
  ...["-1", "0", "10001", "2147483648", "1e2", "1.5", "0x10", "Infinity", "١", "1\u0000", ""].map((value) =>
    refused(`getypt '${value}'`, value),
  ),
  refused("10 kB cijfers", "1".repeat(KB10)),
  refused("1 MB cijfers", "1".repeat(MB1)),
  ...formStructure("1000"),
];

const courseForm = (world: CorpusWorld): [string, string][] => [
  ["title", nextCourseTitle()],
  ["summary", `Een middag over de rechtspositie van cliënten (${nextCourseTitle()}).`],
  ["description", "<p>Wat mag wel en wat niet?</p>"],
  ["practicalInfo", "<p>Neem je laptop mee.</p>"],
  ["organizationId", ids(world).organizationId],
  ["docent-0-naam", INSTRUCTOR.name],
  ["docent-0-functie", INSTRUCTOR.function],
  ["docent-0-ervaring", INSTRUCTOR.experience],
  ["street", "Lindelaan 40"],
  ["postalCode", "3822 XK"],
  ["city", "Amersfoort"],
  ["country", "Nederland"],
  ["startsAt", "2027-05-11T11:00"],
  ["endsAt", "2027-05-11T17:00"],
  ["maxParticipants", "1000"],
  ["status", "PUBLISHED"],
  ["intent", "opslaan"],
];

const courseFormFields: Record<string, BadValue[]> = {
  title: postedText(freeText("Rechten van de cliënt"), "Rechten van de cliënt"),
  summary: postedText(multilineValues("Een middag."), "Een middag."),
  description: postedText(descriptionText("<p>Wat mag wel?</p>"), "<p>Wat mag wel?</p>"),
  practicalInfo: optionalPostedText(practicalInfoText("<p>Neem je laptop mee.</p>"), "<p>Neem je laptop mee.</p>"),
  organizationId: [
    refused("leeg", ""),
    refused("geen UUID", "geen-uuid"),
    refused("onbekende UUID", UNKNOWN_UUID),
    refused(
      "UUID van iets anders",
      fromWorld((world) => world.courseId),
    ),
    ...formStructure(UNKNOWN_UUID),
  ],
  "docent-0-naam": postedText(freeText(INSTRUCTOR.name), INSTRUCTOR.name),
  "docent-0-functie": optionalPostedText(freeText(INSTRUCTOR.function), INSTRUCTOR.function),
  "docent-0-ervaring": optionalPostedText(multilineValues(INSTRUCTOR.experience), INSTRUCTOR.experience),
  street: postedText(freeText("Lindelaan 40"), "Lindelaan 40"),
  postalCode: postedText(freeText("3822 XK"), "3822 XK"),
  city: postedText(freeText("Amersfoort"), "Amersfoort"),
  country: postedText(freeText("Nederland"), "Nederland"),
  startsAt: [...typedMoment("2027-05-11T11:00"), refused("na het einde", "2027-05-11T18:00")],
  endsAt: [...typedMoment("2027-05-11T17:00"), refused("voor het begin", "2027-05-11T10:00")],
  maxParticipants: typedCapacity(),
  // Anything but 'PUBLISHED' is a draft; on the edit page an empty status keeps the course's own.
  status: ["CANCELED", "", "gepubliceerd", "PUBLISHED\u0000"].map((value) => ({
    label: `status '${value}'`,
    value,
    expect: "tolerated" as const,
    audience: "client" as const,
  })),
  // Without a known intent the post saves; an instructor edit shows the form again and writes nothing.
  intent: [
    { label: "ontbreekt", value: MISSING, expect: "tolerated", audience: "client" },
    { label: "docent verwijderen", value: "verwijder:0", expect: "tolerated", audience: "client" },
    { label: "onbekend", value: "wissen", expect: "tolerated", audience: "client" },
  ],
};

const coursePath = (id: string) => `/beheer/cursussen/${encodeURIComponent(id)}`;

export const COURSE_FORM_TARGETS: Record<string, FormTarget> = {
  "cursus toevoegen (beheer/course-new)": {
    route: "routes/beheer/course-new.tsx",
    path: () => "/beheer/cursussen/nieuw",
    ...staffTarget,
    validForm: courseForm,
    fields: courseFormFields,
    transport: true,
  },
  "cursus wijzigen (beheer/course-edit)": {
    route: "routes/beheer/course-edit.tsx",
    path: (world, id = ids(world).editableId) => coursePath(id),
    param: pathValues(
      (world) => ids(world).editableId,
      (world) => world.eventId,
    ),
    ...staffTarget,
    validForm: courseForm,
    fields: sampledLikeTwin(courseFormFields),
    transport: true,
  },
  "iemand inschrijven (beheer/course-enrollments)": {
    route: "routes/beheer/course-enrollments.tsx",
    path: (world, id = world.courseId) => `${coursePath(id)}/inschrijvingen`,
    param: pathValues(
      (world) => world.courseId,
      (world) => world.eventId,
    ),
    ...staffTarget,
    validForm: () => [
      ["intent", "inschrijven"],
      ["firstName", PERSON.firstName],
      ["lastName", PERSON.lastName],
      ["email", uniqueEmail()],
      ["phoneNumber", PERSON.phoneNumber],
      ["organization", "Reclassering Nederland"],
      ["function", "Sociotherapeut"],
    ],
    fields: {
      // The public enrolment form's schema (cursusaanmelding, whose target sends every value).
      ...sampledLikeTwin({
        firstName: postedText(freeText(PERSON.firstName), PERSON.firstName),
        lastName: postedText(freeText(PERSON.lastName), PERSON.lastName),
        email: postedText(emailValues("roosmarijn@corpus.example.org"), "roosmarijn@corpus.example.org"),
        phoneNumber: postedText(refusedPatternText(PERSON.phoneNumber), PERSON.phoneNumber),
        organization: postedText(freeText("Reclassering Nederland"), "Reclassering Nederland"),
        function: optionalPostedText(freeText("Sociotherapeut"), "Sociotherapeut"),
      }),
      intent: [{ label: "onbekend", value: "wissen", expect: "tolerated", audience: "client" }],
    },
    transport: true,
  },
};
