/** The corpus's cases for the workshop waitlist's mutations (issue 17). */
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
import { api, PERSON, type CorpusWorld } from "./corpus-world.ts";
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

/** The 'leave' ticket waits for the full workshop, with world.registeredEmail (a case may have taken it off). */
async function ensureWaiting(world: CorpusWorld): Promise<void> {
  const [waiting] = await world.site.handle.db
    .select({ id: workshopWaitlistEntries.id })
    .from(workshopWaitlistEntries)
    .innerJoin(tickets, eq(tickets.id, workshopWaitlistEntries.ticketId))
    .where(and(eq(tickets.registrationCode, world.codes.leave), eq(workshopWaitlistEntries.status, "WAITING")));
  if (waiting) return;
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
  // Joining again only updates name and address, so the same ticket serves every case.
  validInput: (world) => ({
    registrationToken: world.codes.wait,
    workshopId: world.fullWorkshopId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: uniqueEmail(),
  }),
  baselineInput: (world) => ({
    ...joinWorkshopWaitlist.validInput(world),
    registrationToken: world.codes.waitBaseline,
  }),
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
