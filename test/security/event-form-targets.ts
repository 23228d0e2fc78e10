import {
  type BadValue,
  FileInField,
  freeText,
  pathValues,
  refused,
  sampledLikeTwin,
  typedEurosText,
  typedMomentText,
  typedWholeNumberText,
  postedText,
  optionalPostedText,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { ensureDeletableTicketType, uncancelEvent } from "./event-world.ts";
import { descriptionText, imageUrlText, practicalInfoText } from "./event-value-kinds.ts";
import type { FormTarget } from "./form-targets.ts";

/**
 * The back office's event and ticket type forms, posted as a browser without JavaScript posts them, with
 * the corpus beheerder's session. Every valid form changes something (a counter in its name).
 */
let counter = 0;
const next = () => ++counter;
const ev = (world: CorpusWorld) => world.events;
const db = (world: CorpusWorld) => world.site.handle.db;
const tolerated = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "tolerated",
  audience: "client",
});

/** A checkbox or a choice the page maps: any value is read as one of its options. */
const mapped = () => [tolerated("onbekende waarde", "ONBEKEND"), tolerated("leeg", "")];

// The counter is in two texts, so a case that the text rules make equal to a stored value still changes the other.
const eventForm = (): [string, string][] => {
  const n = next();
  return [
    ["name", `Corpus formulier ${n}`],
    ["type", "EVENT"],
    ["description", "Een middag over ketenzorg.\n\nTweede alinea."],
    ["practicalInfo", "Parkeer op P2.\n\n- Laptop"],
    ["startsAt", "2027-05-20T13:00"],
    ["endsAt", "2027-05-20T17:00"],
    ["locationName", "De Eenhoorn"],
    ["street", "Lindelaan 40"],
    ["postalCode", "3822 XK"],
    ["city", "Amersfoort"],
    ["country", "Nederland"],
    ["featuredImageUrl", "/assets/demo/events/default.webp"],
    ["alt", `Zaal met publiek ${n}`],
    ["maxCapacity", "200"],
  ];
};

const eventFields = {
  name: postedText(freeText("Corpus formulier"), "Corpus formulier"),
  type: mapped(),
  description: optionalPostedText(descriptionText("Een middag over ketenzorg."), "Een middag"),
  practicalInfo: optionalPostedText(practicalInfoText("Parkeer op P2."), "Parkeer op P2."),
  startsAt: postedText([...typedMomentText(), refused("leeg", "")], "2027-05-20T13:00"),
  endsAt: postedText(
    [...typedMomentText(), refused("leeg", ""), refused("voor het begin", "2027-05-20T12:00")],
    "2027-05-20T17:00",
  ),
  locationName: optionalPostedText(freeText("De Eenhoorn"), "De Eenhoorn"),
  street: optionalPostedText(freeText("Lindelaan 40"), "Lindelaan 40"),
  postalCode: optionalPostedText(freeText("3822 XK"), "3822 XK"),
  city: optionalPostedText(freeText("Amersfoort"), "Amersfoort"),
  country: postedText(freeText("Nederland"), "Nederland"),
  featuredImageUrl: optionalPostedText(imageUrlText("/assets/demo/events/default.webp"), "/assets/x.webp"),
  // The image's alt text is the upload field's (ImageUploadField): `alt`, also without a file.
  alt: optionalPostedText(freeText("Zaal met publiek"), "Zaal met publiek"),
  // The image upload (ImageUploadField): a file that is no image is refused before anything is saved.
  bestand: [refused("tekstbestand als afbeelding", new FileInField())],
  maxCapacity: optionalPostedText([...typedWholeNumberText("100001"), refused("nul", "0")], "200"),
  visible: mapped(),
  featured: mapped(),
};

const eventPath = (world: CorpusWorld, id = ev(world).eventId, below = "") =>
  `/beheer/evenementen/${encodeURIComponent(id)}${below}`;
const eventParam = pathValues(
  (world) => ev(world).eventId,
  (world) => ev(world).ticketTypeId,
);

const eventNew: FormTarget = {
  route: "routes/beheer/event-new.tsx",
  path: () => "/beheer/evenementen/nieuw",
  validForm: eventForm,
  fields: eventFields,
  staff: true,
  transport: true,
};

const eventEdit: FormTarget = {
  route: "routes/beheer/event-edit.tsx",
  path: (world, id) => eventPath(world, id),
  param: eventParam,
  validForm: eventForm,
  fields: sampledLikeTwin(eventFields),
  staff: true,
  transport: true,
};

const eventDuplicate: FormTarget = {
  route: "routes/beheer/event-duplicate.tsx",
  path: (world, id) => eventPath(world, id, "/kopieren"),
  param: eventParam,
  validForm: () => [["shiftYears", "1"]],
  fields: {
    shiftYears: postedText(
      [refused("negatief", "-1"), refused("boven het maximum", "6"), refused("tekst", "een"), refused("leeg", "")],
      "1",
    ),
  },
  staff: true,
  transport: true,
};

const eventCancel: FormTarget = {
  route: "routes/beheer/event-cancel.tsx",
  path: (world, id = ev(world).cancelEventId) => eventPath(world, id, "/annuleren"),
  param: pathValues(
    (world) => ev(world).cancelEventId,
    (world) => ev(world).ticketTypeId,
  ),
  validForm: () => [],
  prepare: (world) => uncancelEvent(db(world), ev(world)),
  prepareBaseline: (world) => uncancelEvent(db(world), ev(world)),
  fields: {},
  staff: true,
  transport: true,
};

const ticketTypeForm = (): [string, string][] => {
  const n = next();
  return [
    ["name", `Corpus formulierticket ${n}`],
    ["description", `Inclusief lunch ${n}.`],
    ["price", "35,00"],
    ["vatRate", "VAT_21"],
    ["quantity", "100"],
    ["maxPerOrder", "10"],
    ["saleStartsAt", "2026-11-01T09:00"],
    ["saleEndsAt", "2027-03-10T23:59"],
    ["visible", "ja"],
    ["sortOrder", "10"],
  ];
};

const ticketTypeFields = {
  name: postedText(freeText("Corpus formulierticket"), "Corpus formulierticket"),
  description: optionalPostedText(
    descriptionText("Inclusief lunch.").filter((bad) => bad.label !== "10 kB"),
    "Inclusief lunch.",
  ),
  price: postedText([...typedEurosText(), refused("leeg", "")], "35,00"),
  vatRate: mapped(),
  quantity: postedText([...typedWholeNumberText("100001"), refused("leeg", "")], "100"),
  maxPerOrder: optionalPostedText([...typedWholeNumberText("101"), refused("nul", "0")], "10"),
  saleStartsAt: optionalPostedText(typedMomentText(), "2026-11-01T09:00"),
  saleEndsAt: optionalPostedText(
    [...typedMomentText(), refused("voor het begin", "2026-10-01T09:00")],
    "2027-03-10T23:59",
  ),
  visible: mapped(),
  sortOrder: optionalPostedText(typedWholeNumberText("10001"), "10"),
};

const ticketTypeNew: FormTarget = {
  route: "routes/beheer/ticket-type-new.tsx",
  path: (world, id) => eventPath(world, id, "/tickets/nieuw"),
  param: eventParam,
  validForm: ticketTypeForm,
  fields: ticketTypeFields,
  staff: true,
  transport: true,
};

const ticketTypePath = (world: CorpusWorld, id: string, below = "") =>
  eventPath(world, ev(world).eventId, `/tickets/${encodeURIComponent(id)}${below}`);

const ticketTypeEdit: FormTarget = {
  route: "routes/beheer/ticket-type-edit.tsx",
  path: (world, id = ev(world).ticketTypeId) => ticketTypePath(world, id),
  param: pathValues(
    (world) => ev(world).ticketTypeId,
    (world) => ev(world).eventId,
  ),
  validForm: ticketTypeForm,
  fields: sampledLikeTwin(ticketTypeFields),
  staff: true,
  transport: true,
};

const ticketTypeDelete: FormTarget = {
  route: "routes/beheer/ticket-type-delete.tsx",
  path: (world, id = ev(world).deletableTicketTypeId) => ticketTypePath(world, id, "/verwijderen"),
  param: pathValues(
    (world) => ev(world).deletableTicketTypeId,
    (world) => ev(world).eventId,
  ),
  validForm: () => [],
  prepare: (world) => ensureDeletableTicketType(db(world), ev(world)),
  prepareBaseline: (world) => ensureDeletableTicketType(db(world), ev(world)),
  fields: {},
  staff: true,
  transport: true,
};

export const EVENT_FORM_TARGETS: Record<string, FormTarget> = {
  "evenement toevoegen (event-new)": eventNew,
  "evenement wijzigen (event-edit)": eventEdit,
  "evenement kopiëren (event-duplicate)": eventDuplicate,
  "evenement annuleren (event-cancel)": eventCancel,
  "tickettype toevoegen (ticket-type-new)": ticketTypeNew,
  "tickettype wijzigen (ticket-type-edit)": ticketTypeEdit,
  "tickettype verwijderen (ticket-type-delete)": ticketTypeDelete,
};
