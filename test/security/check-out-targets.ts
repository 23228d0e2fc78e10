/**
 * The corpus's cases for early check-out at the door (decision 0037): the two mutations and the door form's
 * check-out. A check-out needs a place that is on at the corpus's moment, so it has a day of its own (an event
 * from two hours before to six after CORPUS_NOW) with one ticket checked in; before each case that ticket is in
 * and not out (or, for the undo, out), so a wrongly accepted case shows as a changed row.
 */
import { eq } from "drizzle-orm";
import { StaffCheckOutDocument, StaffUndoCheckOutDocument } from "../../app/graphql/generated.ts";
import { checkIns, events, orders, tickets } from "../../server/db/schema/index.ts";
import {
  absent,
  KB10,
  objectValues,
  pathValues,
  refused,
  uuidValues,
  wrongTypesForString,
  type BadValue,
  postedText,
} from "./bad-values.ts";
import { checkInAttendees } from "../support/factories/check-ins.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const DAY_NAME = "Corpus vertrekdag";
const HOUR_MS = 3_600_000;
let day = { eventId: "", ticketId: "" };

/** The day exists and its ticket is checked in, not out. */
async function someoneIn(world: CorpusWorld): Promise<void> {
  const { db } = world.site.handle;
  const [existing] = await db
    .select({ eventId: events.id, ticketId: tickets.id })
    .from(events)
    .innerJoin(orders, eq(orders.eventId, events.id))
    .innerJoin(tickets, eq(tickets.orderId, orders.id))
    .where(eq(events.name, DAY_NAME))
    .limit(1);
  if (existing) day = existing;
  else {
    const startsAt = new Date(CORPUS_NOW.getTime() - 2 * HOUR_MS);
    const order = await insertConfirmedOrder(db, {
      event: { name: DAY_NAME, startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR_MS) },
      lines: [{ name: "Dagkaart", priceCents: 5000, vatRate: "21", quantity: 1 }],
      paymentMethod: "IDEAL",
    });
    day = { eventId: order.eventId, ticketId: order.tickets[0]!.id };
  }
  await db.update(checkIns).set({ checkedOutAt: null }).where(eq(checkIns.ticketId, day.ticketId));
  await checkInAttendees(db, { kind: "EVENT", eventId: day.eventId }, [day.ticketId], CORPUS_NOW);
}

/** The day's ticket is checked in and out an hour ago: the undo's valid case. */
async function someoneLeft(world: CorpusWorld): Promise<void> {
  await someoneIn(world);
  const leftAt = new Date(CORPUS_NOW.getTime() - HOUR_MS);
  await world.site.handle.db.update(checkIns).set({ checkedOutAt: leftAt }).where(eq(checkIns.ticketId, day.ticketId));
}

const scope = () => ({ kind: "EVENT", id: day.eventId });

function scopeFields(): Record<string, BadValue[]> {
  return {
    scope: objectValues(),
    "scope.kind": [
      refused("onbekende soort", "ZAAL", "client"),
      refused("kleine letters", "event", "client"),
      ...absent(),
    ],
    "scope.id": [
      ...uuidValues(
        () => day.eventId,
        (world) => world.courseId,
      ),
      ...absent(),
    ],
  };
}

const attendeeValues = () => [
  ...uuidValues(
    () => day.ticketId,
    (world) => world.courseId,
  ),
  ...absent(),
];

/** A typed time: not a time, before the day, after it, later than now. The day runs 09:00–17:00 in Amsterdam, now is 11:00. */
function timeValues(): BadValue[] {
  return [
    refused("geen tijd", "half een"),
    refused("25 uur", "25:00"),
    refused("vóór het begin", "08:00"),
    refused("na het einde", "17:30"),
    refused("nog niet geweest", "12:00"),
    refused("NUL-teken", "10:00\u0000"),
    refused("10 kB", "1".repeat(KB10)),
    ...wrongTypesForString(),
  ];
}

export const CHECK_OUT_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  checkOut: {
    document: StaffCheckOutDocument,
    staff: true,
    prepare: someoneIn,
    prepareBaseline: someoneIn,
    validInput: () => ({ scope: scope(), attendeeId: day.ticketId, time: "10:30" }),
    fields: { "": objectValues(), ...scopeFields(), attendeeId: attendeeValues(), time: timeValues() },
  },
  undoCheckOut: {
    document: StaffUndoCheckOutDocument,
    staff: true,
    prepare: someoneLeft,
    prepareBaseline: someoneLeft,
    validInput: () => ({ scope: scope(), attendeeId: day.ticketId }),
    fields: { "": objectValues(), ...scopeFields(), attendeeId: attendeeValues() },
  },
};

export const CHECK_OUT_FORM_TARGETS: Record<string, FormTarget> = {
  "check-in-place-check-out": {
    route: "routes/beheer/check-in-place.tsx",
    path: (_world, param) => `/beheer/check-in/evenement/${encodeURIComponent(param ?? day.eventId)}`,
    param: pathValues(
      () => day.eventId,
      (world) => world.courseId,
    ),
    staff: true,
    prepare: someoneIn,
    prepareBaseline: someoneIn,
    validForm: () => [
      ["attendeeId", day.ticketId],
      ["time", "10:30"],
      ["intent", "uitchecken"],
    ],
    fields: {
      attendeeId: postedText(
        // A hidden field of the list: only a tampered form sends another.
        [refused("geen UUID", "geen-uuid", "client"), refused("onbekend", "00000000-0000-4000-8000-000000000000")],
        "x",
      ),
      time: postedText(
        timeValues().filter((bad) => typeof bad.value === "string"),
        "10:30",
      ),
    },
    transport: false,
  },
};
