/**
 * The course waitlist's public mutations in the corpus. The corpus course has places far beyond what
 * the corpus uses, so a join there is offered a place at once: every token below belongs to an OFFERED entry, made
 * again (a fresh join) when a case took or left it.
 */
import { eq } from "drizzle-orm";
import {
  AcceptCourseWaitlistOfferDocument,
  JoinCourseWaitlistDocument,
  LeaveCourseWaitlistDocument,
} from "../../app/graphql/generated.ts";
import { courseWaitlistEntries } from "../../server/db/schema/index.ts";
import {
  emailValues,
  freeText,
  objectValues,
  refusedPatternText,
  sampledLikeTwin,
  stringField,
  uuidValues,
  wrongTypesForString,
  type BadValue,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { api, PERSON, type CorpusWorld } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

type Use = "accept" | "acceptBaseline" | "leave" | "leaveBaseline" | "form" | "formBaseline";
const tokens = new WeakMap<CorpusWorld, Partial<Record<Use, string>>>();

const participant = (world: CorpusWorld) => ({
  courseId: world.courseId,
  firstName: PERSON.firstName,
  lastName: PERSON.lastName,
  email: uniqueEmail(),
  phoneNumber: PERSON.phoneNumber,
  organization: "Reclassering Nederland",
  function: "Sociotherapeut",
});

/** Makes the token of a use belong to an OFFERED entry again. */
export async function ensureOffered(world: CorpusWorld, use: Use): Promise<void> {
  const own = tokens.get(world) ?? {};
  tokens.set(world, own);
  const current = own[use];
  if (current) {
    const [row] = await world.site.handle.db
      .select({ status: courseWaitlistEntries.status })
      .from(courseWaitlistEntries)
      .where(eq(courseWaitlistEntries.token, current));
    if (row?.status === "OFFERED") return;
  }
  const input = participant(world);
  await api(world.site)(JoinCourseWaitlistDocument, { input });
  const [row] = await world.site.handle.db
    .select({ token: courseWaitlistEntries.token })
    .from(courseWaitlistEntries)
    .where(eq(courseWaitlistEntries.email, input.email));
  own[use] = row!.token;
}

export const tokenOf = (world: CorpusWorld, use: Use) => {
  const token = tokens.get(world)?.[use];
  if (!token) throw new Error(`Geen wachtlijsttoken voor ${use}`);
  return token;
};

const personRefused = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "refused",
  audience: "person",
});

function tokenTarget(document: GraphQLTarget["document"], use: "accept" | "leave"): GraphQLTarget {
  const baseline = `${use}Baseline` as const;
  return {
    document,
    validInput: (world) => ({ token: tokenOf(world, use) }),
    prepare: (world) => ensureOffered(world, use),
    baselineInput: (world) => ({ token: tokenOf(world, baseline) }),
    prepareBaseline: (world) => ensureOffered(world, baseline),
    fields: {
      "": objectValues(),
      token: stringField([
        ...refusedPatternText((world) => tokenOf(world, use)),
        personRefused("goed gevormd en onbekend", "A".repeat(32)),
        personRefused("200 tekens", "A".repeat(200)),
      ]),
    },
  };
}

const participantFields: Record<string, BadValue[]> = {
  firstName: stringField(freeText(PERSON.firstName)),
  lastName: stringField(freeText(PERSON.lastName)),
  email: stringField(emailValues("wachtlijst@corpus.example.org")),
  phoneNumber: stringField(refusedPatternText(PERSON.phoneNumber)),
  organization: stringField(freeText("Reclassering Nederland")),
  // Optional: null and absent are valid, so only its text and its type can be wrong.
  function: [
    ...freeText("Sociotherapeut").filter((value) => value.label !== "leeg" && value.label !== "alleen spaties"),
    ...wrongTypesForString(),
  ],
};

const joinCourseWaitlist: GraphQLTarget = {
  document: JoinCourseWaitlistDocument,
  validInput: participant,
  // The same rules as enrollCourseParticipant's, which sends every value: a sample here (sampledLikeTwin).
  fields: {
    "": objectValues(),
    courseId: uuidValues(
      (world) => world.courseId,
      (world) => world.eventId,
    ),
    ...sampledLikeTwin(participantFields),
  },
};

export const COURSE_WAITLIST_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  joinCourseWaitlist,
  acceptCourseWaitlistOffer: tokenTarget(AcceptCourseWaitlistOfferDocument, "accept"),
  leaveCourseWaitlist: tokenTarget(LeaveCourseWaitlistDocument, "leave"),
};
