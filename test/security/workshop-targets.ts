/**
 * The corpus's cases for the back office's workshop time slots and workshops: the six mutations and
 * the four pages that post. Every case is sent as the corpus beheerder.
 */
import {
  CreateWorkshopDocument,
  CreateWorkshopSlotDocument,
  DeleteWorkshopDocument,
  DeleteWorkshopSlotDocument,
  UpdateWorkshopDocument,
  UpdateWorkshopSlotDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  asPosted,
  datetimeValues,
  formStructure,
  freeText,
  MB1,
  objectValues,
  pathValues,
  stringField,
  uuidValues,
  wrongTypesForString,
  type BadValue,
  sampledLikeTwin,
  optionalPostedText,
} from "./bad-values.ts";
import { toAmsterdamLocalInput } from "../../common/format/amsterdam-input.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { ensureStaffWorkshops, nextSlotTimes, nextWorkshopName, staffWorkshops } from "./workshop-world.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

const staffTarget = { staff: true, prepare: ensureStaffWorkshops, prepareBaseline: ensureStaffWorkshops } as const;

/** A slot that ends before it starts, or lasts longer than a working day, or falls outside the forum. */
const slotOrderValues = (field: "startsAt" | "endsAt"): BadValue[] =>
  field === "endsAt"
    ? [
        refused("voor het begin", "2027-03-11T08:59:00.000Z"),
        refused("buiten het evenement", "2027-03-11T20:00:00.000Z"),
      ]
    : [refused("na het einde", "2027-03-11T15:00:00.000Z"), refused("voor het evenement", "2027-03-11T06:00:00.000Z")];

/** Optional text: empty, blank, null and absent are valid; too long or not text is not. */
function optionalText(base: string): BadValue[] {
  return [
    ...freeText(base).filter((bad) => bad.label !== "leeg" && bad.label !== "alleen spaties"),
    ...wrongTypesForString(),
  ];
}

/** A description may run over several lines: a CR LF becomes a line break, not a refusal. */
function descriptionValues(): BadValue[] {
  return optionalText("Een middag oefenen met casussen.").map((bad) =>
    bad.label === "CR LF met mailkop" ? { ...bad, expect: "tolerated" as const } : bad,
  );
}

function capacityValues(): BadValue[] {
  return [
    refused("negatief", -1),
    refused("boven het maximum", 10_001),
    refused("grootste Int", 2147483647),
    refused("groter dan Int", 2147483648, "client"),
    refused("breuk", 1.5, "client"),
    refused("tekst", "1", "client"),
    ...absent(),
  ];
}

/** Optional: null and absent mean 0. */
function sortOrderValues(): BadValue[] {
  return [
    refused("negatief", -1),
    refused("boven het maximum", 1001),
    refused("groter dan Int", 2147483648, "client"),
    refused("breuk", 1.5, "client"),
  ];
}

const workshopFields = {
  name: stringField(freeText("Casuïstiek in de praktijk")),
  description: descriptionValues(),
  speaker: optionalText("dr. A. de Vries"),
  room: optionalText("Zaal 2"),
  capacity: capacityValues(),
  sortOrder: sortOrderValues(),
};

const workshopInput = () => ({
  name: nextWorkshopName(),
  description: "Een middag oefenen met casussen.",
  speaker: "dr. A. de Vries",
  room: "Zaal 2",
  capacity: 40,
  sortOrder: 10,
});

const ids = staffWorkshops;

export const WORKSHOP_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  createWorkshopSlot: {
    document: CreateWorkshopSlotDocument,
    ...staffTarget,
    validInput: (world) => ({ eventId: world.forumEventId, ...nextSlotTimes() }),
    fields: {
      "": objectValues(),
      eventId: uuidValues(
        (world) => world.forumEventId,
        (world) => world.courseId,
      ),
      startsAt: [...datetimeValues(), ...slotOrderValues("startsAt")],
      endsAt: [...datetimeValues(), ...slotOrderValues("endsAt")],
    },
  },
  updateWorkshopSlot: {
    document: UpdateWorkshopSlotDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).slotId, ...nextSlotTimes() }),
    fields: {
      "": objectValues(),
      id: uuidValues(
        (world) => ids(world).slotId,
        (world) => ids(world).workshopId,
      ),
      startsAt: [...datetimeValues(), ...slotOrderValues("startsAt")],
      endsAt: [...datetimeValues(), ...slotOrderValues("endsAt")],
    },
  },
  deleteWorkshopSlot: {
    document: DeleteWorkshopSlotDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).deletableSlotId }),
    fields: {
      "": objectValues(),
      id: uuidValues(
        (world) => ids(world).deletableSlotId,
        (world) => ids(world).workshopId,
      ),
    },
  },
  createWorkshop: {
    document: CreateWorkshopDocument,
    ...staffTarget,
    validInput: (world) => ({ slotId: ids(world).slotId, ...workshopInput() }),
    fields: {
      "": objectValues(),
      slotId: uuidValues(
        (world) => ids(world).slotId,
        (world) => world.forumEventId,
      ),
      ...workshopFields,
    },
  },
  updateWorkshop: {
    document: UpdateWorkshopDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).workshopId, ...workshopInput() }),
    fields: {
      "": objectValues(),
      id: uuidValues(
        (world) => ids(world).workshopId,
        (world) => ids(world).slotId,
      ),
      ...sampledLikeTwin(workshopFields),
      // A name of its own per case: two cases that store the same name would change nothing the second time.
      name: stringField(freeText(() => nextWorkshopName())),
    },
  },
  deleteWorkshop: {
    document: DeleteWorkshopDocument,
    ...staffTarget,
    validInput: (world) => ({ id: ids(world).deletableWorkshopId }),
    fields: {
      "": objectValues(),
      id: uuidValues(
        (world) => ids(world).deletableWorkshopId,
        (world) => ids(world).slotId,
      ),
    },
  },
};

/** A moment as a datetime-local input posts it, in Amsterdam time. */
const typed = (iso: string) => toAmsterdamLocalInput(iso);

function typedMomentValues(field: "startsAt" | "endsAt"): BadValue[] {
  return [
    refused("geen datum", "morgen"),
    refused("leeg", ""),
    refused("30 februari", "2027-02-30T10:00"),
    refused("uur 25", "2027-03-11T25:00"),
    refused("jaar 9999", "9999-12-31T10:00"),
    refused("NUL-teken", "2027-03-11T10:00\u0000"),
    refused("1 MB", "1".repeat(MB1)),
    ...(field === "endsAt"
      ? [refused("voor het begin", "2027-03-11T09:59"), refused("buiten het evenement", "2027-03-11T21:00")]
      : [refused("na het einde", "2027-03-11T16:00"), refused("voor het evenement", "2027-03-11T07:00")]),
    ...formStructure("2027-03-11T10:00"),
  ];
}

function typedWholeNumbers(optional: boolean): BadValue[] {
  return [
    refused("negatief", "-1"),
    refused("boven het maximum", "10001"),
    refused("groter dan Int", "2147483648"),
    refused("breuk", "1.5"),
    refused("exponent", "1e2"),
    refused("Arabisch-Indisch cijfer", "١"),
    refused("NUL-teken", "1\u0000"),
    ...(optional ? [] : [refused("leeg", "")]),
    ...formStructure("10").filter((bad) => !optional || bad.label === "twee keer, eerst met NUL-teken"),
  ];
}

const postedWorkshopFields = {
  name: [...asPosted(freeText("Casuïstiek in de praktijk")), ...formStructure("Casuïstiek in de praktijk")],
  description: optionalPostedText(
    descriptionValues().filter((bad) => typeof bad.value === "string"),
    "Een middag oefenen met casussen.",
  ),
  speaker: optionalPostedText(
    freeText("dr. A. de Vries").filter((bad) => typeof bad.value !== "number"),
    "dr. A. de Vries",
  ),
  room: optionalPostedText(freeText("Zaal 2"), "Zaal 2"),
  capacity: typedWholeNumbers(false),
  sortOrder: typedWholeNumbers(true),
};

const postedWorkshop = (): [string, string][] =>
  Object.entries(workshopInput()).map(([name, value]): [string, string] => [name, String(value)]);

const postedSlot = (): [string, string][] => {
  const times = nextSlotTimes();
  return [
    ["startsAt", typed(times.startsAt)],
    ["endsAt", typed(times.endsAt)],
    ["intent", "save-slot"],
  ];
};

const workshopsPath = (world: CorpusWorld, eventId = world.forumEventId) =>
  `/beheer/evenementen/${encodeURIComponent(eventId)}/workshops`;
const slotPath = (world: CorpusWorld, slotId: string) =>
  `${workshopsPath(world)}/tijdvakken/${encodeURIComponent(slotId)}`;
const workshopPath = (world: CorpusWorld, workshopId: string) =>
  `${workshopsPath(world)}/${encodeURIComponent(workshopId)}`;

const staffForm = { staff: true, prepare: ensureStaffWorkshops, prepareBaseline: ensureStaffWorkshops } as const;

export const WORKSHOP_FORM_TARGETS: Record<string, FormTarget> = {
  "tijdvak toevoegen (beheer, event-workshops)": {
    route: "routes/beheer/event-workshops.tsx",
    ...staffForm,
    path: (world, eventId) => workshopsPath(world, eventId),
    param: pathValues(
      (world) => world.forumEventId,
      (world) => world.courseId,
    ),
    validForm: postedSlot,
    fields: { startsAt: typedMomentValues("startsAt"), endsAt: typedMomentValues("endsAt") },
    transport: true,
  },
  "tijdvak wijzigen (beheer, workshop-slot-edit)": {
    route: "routes/beheer/workshop-slot-edit.tsx",
    ...staffForm,
    path: (world, slotId = ids(world).slotId) => slotPath(world, slotId),
    param: pathValues(
      (world) => ids(world).slotId,
      (world) => ids(world).workshopId,
    ),
    validForm: postedSlot,
    fields: { startsAt: typedMomentValues("startsAt"), endsAt: typedMomentValues("endsAt") },
    transport: true,
  },
  "tijdvak verwijderen (beheer, workshop-slot-edit)": {
    route: "routes/beheer/workshop-slot-edit.tsx",
    ...staffForm,
    path: (world, slotId = ids(world).deletableSlotId) => slotPath(world, slotId),
    param: pathValues(
      (world) => ids(world).deletableSlotId,
      (world) => ids(world).workshopId,
    ),
    validForm: () => [["intent", "delete"]],
    fields: {},
    transport: false,
  },
  "workshop toevoegen (beheer, workshop-new)": {
    route: "routes/beheer/workshop-new.tsx",
    ...staffForm,
    path: (world, slotId = ids(world).slotId) => `${slotPath(world, slotId)}/nieuw`,
    param: pathValues(
      (world) => ids(world).slotId,
      (world) => ids(world).workshopId,
    ),
    validForm: () => [...postedWorkshop(), ["intent", "save-workshop"]],
    fields: postedWorkshopFields,
    transport: true,
  },
  "workshop wijzigen (beheer, workshop-edit)": {
    route: "routes/beheer/workshop-edit.tsx",
    ...staffForm,
    path: (world, workshopId = ids(world).workshopId) => workshopPath(world, workshopId),
    param: pathValues(
      (world) => ids(world).workshopId,
      (world) => ids(world).slotId,
    ),
    validForm: () => [...postedWorkshop(), ["intent", "save-workshop"]],
    fields: {
      ...sampledLikeTwin(postedWorkshopFields),
      // A name of its own per case, so every accepted case really changes the workshop.
      // A picked text is not rewritten by asPosted; its lone surrogate arrives as U+FFFD all the same.
      name: [
        ...freeText(() => nextWorkshopName()).map((bad) =>
          bad.label === "los surrogaat" ? { ...bad, expect: "tolerated" as const } : bad,
        ),
        ...formStructure(() => nextWorkshopName()),
      ],
    },
    transport: true,
  },
  "workshop verwijderen (beheer, workshop-edit)": {
    route: "routes/beheer/workshop-edit.tsx",
    ...staffForm,
    path: (world, workshopId = ids(world).deletableWorkshopId) => workshopPath(world, workshopId),
    param: pathValues(
      (world) => ids(world).deletableWorkshopId,
      (world) => ids(world).slotId,
    ),
    validForm: () => [["intent", "delete"]],
    fields: {},
    transport: false,
  },
};
