/** The corpus's cases for the workshop waitlist's mutations. */
import { and, eq } from "drizzle-orm";
import { JoinWorkshopWaitlistDocument, LeaveWorkshopWaitlistDocument } from "../../app/graphql/generated.ts";
import { tickets, workshopWaitlistEntries } from "../../server/db/schema/index.ts";
import {
  emailValues,
  freeText,
  fromWorld,
  objectValues,
  stringField,
  ticketCodeText,
  uuidValues,
  type BadValue,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { api, PERSON, type CodeUse, type CorpusWorld } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const personRefused = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "refused",
  audience: "person",
});
const BASE_EMAIL = "roosmarijn@corpus.example.org";
const fullWorkshop = (world: CorpusWorld) => world.fullWorkshopId;
const eventInsteadOfWorkshop = (world: CorpusWorld) => world.forumEventId;

async function waitOf(world: CorpusWorld, use: CodeUse) {
  const [waiting] = await world.site.handle.db
    .select({ email: workshopWaitlistEntries.email })
    .from(workshopWaitlistEntries)
    .innerJoin(tickets, eq(tickets.id, workshopWaitlistEntries.ticketId))
    .where(and(eq(tickets.registrationCode, world.codes[use]), eq(workshopWaitlistEntries.status, "WAITING")));
  return waiting ?? null;
}

/** The ticket of a use waits for nothing (a case may have put it on the list), so a join writes a row. */
async function ensureNotWaiting(world: CorpusWorld, use: CodeUse): Promise<void> {
  const waiting = await waitOf(world, use);
  if (!waiting) return;
  const input = { registrationToken: world.codes[use], workshopId: world.fullWorkshopId, email: waiting.email };
  await api(world.site)(LeaveWorkshopWaitlistDocument, { input });
}

/** The 'leave' ticket waits for the full workshop, with world.registeredEmail (a case may have taken it off). */
async function ensureWaiting(world: CorpusWorld): Promise<void> {
  if (await waitOf(world, "leave")) return;
  const input = {
    registrationToken: world.codes.leave,
    workshopId: world.fullWorkshopId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: world.registeredEmail,
  };
  await api(world.site)(JoinWorkshopWaitlistDocument, { input });
}

const joinWorkshopWaitlist: GraphQLTarget = {
  document: JoinWorkshopWaitlistDocument,
  validInput: (world) => ({
    registrationToken: world.codes.wait,
    workshopId: world.fullWorkshopId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: uniqueEmail(),
  }),
  prepare: (world) => ensureNotWaiting(world, "wait"),
  baselineInput: (world) => ({
    ...joinWorkshopWaitlist.validInput(world),
    registrationToken: world.codes.waitBaseline,
  }),
  prepareBaseline: (world) => ensureNotWaiting(world, "waitBaseline"),
  fields: {
    "": objectValues(),
    registrationToken: stringField([
      ...ticketCodeText((world) => world.codes.wait),
      personRefused("goed gevormde onbekende code", "FF-2222-3333-4444"),
    ]),
    // Another valid id is refused too: workshop A has places left, so there is nothing to wait for.
    workshopId: uuidValues(fullWorkshop, eventInsteadOfWorkshop),
    firstName: stringField(freeText(PERSON.firstName)),
    lastName: stringField(freeText(PERSON.lastName)),
    email: stringField(emailValues(BASE_EMAIL)),
  },
};

const leaveWorkshopWaitlist: GraphQLTarget = {
  document: LeaveWorkshopWaitlistDocument,
  validInput: (world) => ({
    registrationToken: world.codes.leave,
    workshopId: world.fullWorkshopId,
    email: world.registeredEmail,
  }),
  prepare: ensureWaiting,
  prepareBaseline: ensureWaiting,
  fields: {
    "": objectValues(),
    registrationToken: stringField([
      ...ticketCodeText((world) => world.codes.leave),
      personRefused(
        "code van een ander ticket",
        fromWorld((world) => world.codes.register),
      ),
    ]),
    workshopId: uuidValues(fullWorkshop, eventInsteadOfWorkshop),
    email: stringField([
      ...emailValues((world) => world.registeredEmail),
      personRefused("ander e-mailadres", "iemand.anders@corpus.example.org"),
    ]),
  },
};

export const WAITLIST_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = { joinWorkshopWaitlist, leaveWorkshopWaitlist };
