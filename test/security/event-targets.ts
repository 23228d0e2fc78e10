import {
  CancelEventDocument,
  CreateEventDocument,
  CreateTicketTypeDocument,
  DeleteTicketTypeDocument,
  DuplicateEventDocument,
  UpdateEventDocument,
  UpdateTicketTypeDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  booleanValues,
  enumValues,
  freeText,
  objectValues,
  refused,
  sampledLikeTwin,
  typedEurosText,
  typedMomentText,
  typedWholeNumberText,
  uuidValues,
  withoutEmpty,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { ensureDeletableTicketType, uncancelEvent } from "./event-world.ts";
import {
  descriptionText,
  imageUrlText,
  optionalString,
  practicalInfoText,
  requiredString,
} from "./event-value-kinds.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * The back office's event and ticket type mutations. Every valid input changes something (a counter in
 * its name), so an accepted case always writes an audit row.
 */
let counter = 0;
const next = () => ++counter;
const ev = (world: CorpusWorld) => world.events;
const db = (world: CorpusWorld) => world.site.handle.db;

// The counter is in two texts, so a case that the text rules make equal to a stored value still changes the other.
const eventInput = () => {
  const n = next();
  return {
    name: `Corpus evenement ${n}`,
    type: "EVENT",
    description: "<p>Een middag over ketenzorg.</p>",
    practicalInfo: "<p>Parkeer op P2.</p>",
    startsAt: "2027-05-20T13:00",
    endsAt: "2027-05-20T17:00",
    locationName: "De Eenhoorn",
    street: "Lindelaan 40",
    postalCode: "3822 XK",
    city: "Amersfoort",
    country: "Nederland",
    featuredImageUrl: "/assets/demo/events/default.webp",
    featuredImageAlt: `Zaal met publiek ${n}`,
    maxCapacity: "200",
    visible: false,
    featured: false,
  };
};

const eventFields = {
  "": objectValues(),
  name: requiredString(freeText("Corpus evenement")),
  type: enumValues("event"),
  description: requiredString(descriptionText("Een middag over ketenzorg.")),
  practicalInfo: optionalString(practicalInfoText("Parkeer op P2.")),
  startsAt: requiredString([...typedMomentText(), refused("leeg", "")]),
  endsAt: requiredString([...typedMomentText(), refused("leeg", ""), refused("voor het begin", "2027-05-20T12:00")]),
  locationName: optionalString(withoutEmpty(freeText("De Eenhoorn"))),
  street: optionalString(withoutEmpty(freeText("Lindelaan 40"))),
  postalCode: optionalString(withoutEmpty(freeText("3822 XK"))),
  city: optionalString(withoutEmpty(freeText("Amersfoort"))),
  country: requiredString(freeText("Nederland")),
  featuredImageUrl: optionalString(imageUrlText("/assets/demo/events/default.webp")),
  featuredImageAlt: optionalString(withoutEmpty(freeText("Zaal met publiek"))),
  maxCapacity: optionalString([...typedWholeNumberText("100001"), refused("nul", "0")]),
  visible: booleanValues(),
  featured: booleanValues(),
};

const createEvent: GraphQLTarget = {
  document: CreateEventDocument,
  staff: true,
  validInput: eventInput,
  fields: eventFields,
};

const updateEvent: GraphQLTarget = {
  document: UpdateEventDocument,
  staff: true,
  validInput: (world) => ({ id: ev(world).eventId, ...eventInput() }),
  fields: {
    ...sampledLikeTwin(eventFields),
    id: uuidValues(
      (world) => ev(world).eventId,
      (world) => ev(world).ticketTypeId,
    ),
  },
};

const duplicateEvent: GraphQLTarget = {
  document: DuplicateEventDocument,
  staff: true,
  validInput: (world) => ({ id: ev(world).eventId, shiftYears: 1 }),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => ev(world).eventId,
      (world) => ev(world).ticketTypeId,
    ),
    shiftYears: [
      refused("negatief", -1),
      refused("boven het maximum", 6),
      refused("grootste Int", 2147483647),
      refused("groter dan Int", 2147483648, "client"),
      refused("breuk", 1.5, "client"),
      refused("tekst", "1", "client"),
      ...absent(),
    ],
  },
};

const cancelEvent: GraphQLTarget = {
  document: CancelEventDocument,
  staff: true,
  validInput: (world) => ({ id: ev(world).cancelEventId }),
  prepare: (world) => uncancelEvent(db(world), ev(world)),
  prepareBaseline: (world) => uncancelEvent(db(world), ev(world)),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => ev(world).cancelEventId,
      (world) => ev(world).ticketTypeId,
    ),
  },
};

const ticketTypeInput = () => {
  const n = next();
  return {
    name: `Corpus ticket ${n}`,
    description: `Inclusief lunch ${n}.`,
    price: "35,00",
    vatRate: "VAT_21",
    quantity: "100",
    maxPerOrder: "10",
    saleStartsAt: "2026-11-01T09:00",
    saleEndsAt: "2027-03-10T23:59",
    visible: true,
    sortOrder: "10",
  };
};

const ticketTypeFields = {
  "": objectValues(),
  name: requiredString(freeText("Corpus ticket")),
  description: optionalString(descriptionText("Inclusief lunch.").filter((bad) => bad.label !== "10 kB")),
  price: requiredString([...typedEurosText(), refused("leeg", "")]),
  vatRate: enumValues("vat_21"),
  quantity: requiredString([...typedWholeNumberText("100001"), refused("leeg", "")]),
  maxPerOrder: optionalString([...typedWholeNumberText("101"), refused("nul", "0")]),
  saleStartsAt: optionalString(typedMomentText()),
  saleEndsAt: optionalString([...typedMomentText(), refused("voor het begin", "2026-10-01T09:00")]),
  visible: booleanValues(),
  sortOrder: optionalString(typedWholeNumberText("10001")),
};

const createTicketType: GraphQLTarget = {
  document: CreateTicketTypeDocument,
  staff: true,
  validInput: (world) => ({ eventId: ev(world).eventId, ...ticketTypeInput() }),
  fields: {
    ...ticketTypeFields,
    eventId: uuidValues(
      (world) => ev(world).eventId,
      (world) => ev(world).ticketTypeId,
    ),
  },
};

const updateTicketType: GraphQLTarget = {
  document: UpdateTicketTypeDocument,
  staff: true,
  validInput: (world) => ({ id: ev(world).ticketTypeId, ...ticketTypeInput() }),
  fields: {
    ...sampledLikeTwin(ticketTypeFields),
    id: uuidValues(
      (world) => ev(world).ticketTypeId,
      (world) => ev(world).eventId,
    ),
  },
};

const deleteTicketType: GraphQLTarget = {
  document: DeleteTicketTypeDocument,
  staff: true,
  validInput: (world) => ({ id: ev(world).deletableTicketTypeId }),
  prepare: (world) => ensureDeletableTicketType(db(world), ev(world)),
  prepareBaseline: (world) => ensureDeletableTicketType(db(world), ev(world)),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => ev(world).deletableTicketTypeId,
      (world) => ev(world).eventId,
    ),
  },
};

export const EVENT_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  createEvent,
  updateEvent,
  duplicateEvent,
  cancelEvent,
  createTicketType,
  updateTicketType,
  deleteTicketType,
};
