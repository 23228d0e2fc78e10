/**
 * The corpus's cases for check-in at the door: the two mutations, the door page's form and the scan
 * address its script posts to. The place is the corpus forum's door; before each case the world is reset so a
 * wrongly accepted check-in (or undo) shows as a changed row count.
 */
import { eq } from "drizzle-orm";
import { StaffCheckInDocument, StaffUndoCheckInDocument } from "../../app/graphql/generated.ts";
import { checkIns, tickets } from "../../server/db/schema/index.ts";
import {
  absent,
  datetimeValues,
  KB10,
  objectValues,
  pathValues,
  UNKNOWN_UUID,
  uuidValues,
  wrongTypesForString,
  type BadValue,
  postedText,
} from "./bad-values.ts";
import { checkInAttendees } from "../support/factories/check-ins.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

const scopeOf = (world: CorpusWorld) => ({ kind: "EVENT", id: world.forumEventId });
const code = (world: CorpusWorld) => world.codes.form;

async function ticketIdOf(world: CorpusWorld): Promise<string> {
  const [row] = await world.site.handle.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.registrationCode, code(world)));
  return row!.id;
}

/** Nobody is checked in at the forum's door: a wrongly accepted check-in shows as a row. */
async function nobodyIn(world: CorpusWorld): Promise<void> {
  await world.site.handle.db.delete(checkIns).where(eq(checkIns.eventId, world.forumEventId));
}

/** The ticket `ticketIn` checked in: the undo's valid attendee, known once the world is there. */
let checkedInTicket = UNKNOWN_UUID;

/** The form's ticket is checked in at the door: a wrongly accepted undo shows as a removed row. */
async function ticketIn(world: CorpusWorld): Promise<void> {
  await nobodyIn(world);
  checkedInTicket = await ticketIdOf(world);
  const door = { kind: "EVENT", eventId: world.forumEventId } as const;
  await checkInAttendees(world.site.handle.db, door, [checkedInTicket], CORPUS_NOW);
}

/** What is no code of a ticket or an enrolment at all. */
function codeValues(): BadValue[] {
  return [
    refused("leeg", ""),
    refused("geen code", "hallo"),
    refused("code met NUL-teken", "FF-7KQM-3XPA\u00009TDV"),
    refused("HTML", "<script>alert(1)</script>"),
    refused("SQL-achtig", "' OR '1'='1"),
    refused("link zonder code", "https://example.org/iets"),
    refused("10 kB", "F".repeat(KB10)),
    ...wrongTypesForString(),
  ];
}

function deviceValues(): BadValue[] {
  return [
    refused("spatie", "balie 1"),
    refused("65 tekens", "a".repeat(65)),
    refused("NUL-teken", "balie\u00001"),
    refused("HTML", "<b>balie</b>"),
    ...wrongTypesForString(),
  ];
}

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
        (world) => world.forumEventId,
        (world) => world.courseId,
      ),
      ...absent(),
    ],
  };
}

/** scannedAt may be left out (a live scan); a date far from now is refused. */
const scannedAtValues = () => datetimeValues().filter((bad) => bad.label !== "ontbreekt" && bad.label !== "null");

export const CHECK_IN_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  checkIn: {
    document: StaffCheckInDocument,
    staff: true,
    prepare: nobodyIn,
    prepareBaseline: nobodyIn,
    validInput: (world) => ({ scope: scopeOf(world), code: code(world), deviceId: "corpus-balie" }),
    fields: {
      "": objectValues(),
      ...scopeFields(),
      code: codeValues(),
      // With a code as well, any attendee is one too many; alone, an unknown one is not on the list.
      attendeeId: [refused("naast een code", UNKNOWN_UUID), refused("geen UUID", "geen-uuid", "client")],
      scannedAt: scannedAtValues(),
      deviceId: deviceValues(),
    },
  },
  undoCheckIn: {
    document: StaffUndoCheckInDocument,
    staff: true,
    prepare: ticketIn,
    prepareBaseline: ticketIn,
    validInput: (world) => ({ scope: scopeOf(world), attendeeId: checkedInTicket }),
    fields: {
      "": objectValues(),
      ...scopeFields(),
      attendeeId: [
        ...uuidValues(
          () => checkedInTicket,
          (world) => world.courseId,
        ),
        ...absent(),
      ],
    },
  },
};

const doorPath = (world: CorpusWorld, param?: string) =>
  `/beheer/check-in/evenement/${encodeURIComponent(param ?? world.forumEventId)}`;
/** Optional fields: leaving one out (or sending a file, read as nothing) is a valid post. */
const optional = (values: BadValue[]) =>
  values.filter((bad) => bad.label !== "ontbreekt" && bad.label !== "bestand in plaats van tekst");

export const CHECK_IN_FORM_TARGETS: Record<string, FormTarget> = {
  "check-in-place": {
    route: "routes/beheer/check-in-place.tsx",
    path: doorPath,
    param: pathValues(
      (world) => world.forumEventId,
      (world) => world.courseId,
    ),
    staff: true,
    prepare: nobodyIn,
    prepareBaseline: nobodyIn,
    validForm: (world) => [
      ["code", code(world)],
      ["intent", "inchecken"],
    ],
    fields: {
      code: postedText(
        codeValues().filter((bad) => typeof bad.value === "string"),
        "FF",
      ),
    },
    transport: true,
  },
  "check-in-scan": {
    route: "routes/beheer/check-in-scan.ts",
    path: () => "/beheer/check-in/scan",
    staff: true,
    prepare: nobodyIn,
    prepareBaseline: nobodyIn,
    validForm: (world) => [
      ["soort", "EVENT"],
      ["id", world.forumEventId],
      ["code", code(world)],
      ["deviceId", "corpus-scan"],
    ],
    fields: {
      soort: postedText([refused("onbekende soort", "ZAAL"), refused("leeg", "")], "EVENT"),
      id: postedText(
        pathValues(
          (world) => world.forumEventId,
          (world) => world.courseId,
        ),
        "x",
      ),
      code: postedText(
        codeValues().filter((bad) => typeof bad.value === "string"),
        "FF",
      ),
      scannedAt: optional(
        postedText([refused("geen datum", "morgen"), refused("jaar 1", "0001-01-01T00:00:00Z")], "x"),
      ),
      deviceId: optional(
        postedText(
          deviceValues().filter((bad) => typeof bad.value === "string"),
          "x",
        ),
      ),
    },
    transport: true,
  },
};
