/**
 * The corpus's cases for messages to participants: the two mutations and the compose page. The audience
 * is the corpus course, which keeps an active enrolment, so a valid send reaches someone; every case has a fresh
 * idempotency key, so a wrongly accepted case is seen as a sent message.
 */
import { randomUUID } from "node:crypto";
import { SendStaffMessageDocument, SendTestStaffMessageDocument } from "../../app/graphql/generated.ts";
import {
  absent,
  freeText,
  MISSING,
  objectValues,
  stringField,
  UNKNOWN_UUID,
  uuidValues,
  wrongTypesForString,
  type BadValue,
  postedText,
  audienceValues,
} from "./bad-values.ts";
import { ensureActiveEnrolment, type CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});
const tolerated = (bad: BadValue): BadValue => ({ ...bad, expect: "tolerated" });

const prepare = (world: CorpusWorld) => ensureActiveEnrolment(world, "formBaseline");
const audienceOf = (world: CorpusWorld) => `cursus:${world.courseId}`;

const SUBJECT = "Lokaalwijziging";
const BODY = "Beste deelnemer,\n\nDe cursus is in lokaal 2.";

/** Whom to: the shared rule's values, and a course that does not exist (which only the service can know). */
const audienceOwn = (): BadValue[] => [...audienceValues(), refused("onbekende cursus", `cursus:${UNKNOWN_UUID}`)];

/** Text over several lines: a CR LF is a line break and 10 kB fits the 20 000 characters. */
const bodyValues = () =>
  freeText(BODY).map((bad) => (bad.label === "CR LF met mailkop" || bad.label === "10 kB" ? tolerated(bad) : bad));

/** Any UUID is a fresh key; only what is not a UUID is refused. */
const keyValues = () =>
  uuidValues(
    () => randomUUID(),
    () => randomUUID(),
  ).filter((bad) => bad.label !== "onbekende UUID" && bad.label !== "UUID van iets anders");

const messageFields = {
  "": objectValues(),
  audience: [...audienceOwn(), ...wrongTypesForString(), ...absent()],
  subject: stringField(freeText(SUBJECT)),
  body: stringField(bodyValues()),
  idempotencyKey: keyValues(),
};

const validInput = (world: CorpusWorld) => ({
  audience: audienceOf(world),
  subject: SUBJECT,
  body: BODY,
  idempotencyKey: randomUUID(),
});

export const MESSAGE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  sendStaffMessage: {
    document: SendStaffMessageDocument,
    staff: true,
    prepare,
    prepareBaseline: prepare,
    validInput,
    fields: messageFields,
  },
  sendTestStaffMessage: {
    document: SendTestStaffMessageDocument,
    staff: true,
    prepare,
    prepareBaseline: prepare,
    validInput,
    fields: messageFields,
  },
};

export const MESSAGE_FORM_TARGETS: Record<string, FormTarget> = {
  "message-new": {
    route: "routes/beheer/message-new.tsx",
    path: (world) => `/beheer/berichten/nieuw?doelgroep=${encodeURIComponent(audienceOf(world))}`,
    staff: true,
    prepare,
    prepareBaseline: prepare,
    validForm: (world) => [
      ["audience", audienceOf(world)],
      ["subject", SUBJECT],
      ["body", BODY],
      ["idempotencyKey", randomUUID()],
      ["intent", "versturen"],
    ],
    fields: {
      audience: postedText(audienceOwn(), "cursus:x"),
      subject: postedText(freeText(SUBJECT), SUBJECT),
      body: postedText(bodyValues(), BODY),
      idempotencyKey: [
        refused("geen UUID", "geen-uuid"),
        refused("leeg", ""),
        refused("NUL-teken", `${UNKNOWN_UUID}\u0000`),
        refused("ontbreekt", MISSING, "client"),
      ],
    },
    transport: true,
  },
};
