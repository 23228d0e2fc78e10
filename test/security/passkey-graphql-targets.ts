import {
  ConfirmWithPasskeyDocument,
  FinishPasskeyRegistrationDocument,
  RemoveMyPasskeyDocument,
  RemoveStaffMemberPasskeyDocument,
  SetPasskeyPolicyDocument,
  SignInWithPasskeyDocument,
  StartPasskeyConfirmationDocument,
  StartPasskeyRegistrationDocument,
  StartPasskeySignInDocument,
} from "../../app/graphql/generated.ts";
import { absent, freeText, objectValues, stringField, uuidValues, type BadValue } from "./bad-values.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { passkeyCookie, POLICY_ROLE } from "./passkey-world.ts";
import { answerValues, challengeIds, forConfirmation, forRegistration, forSignIn, state } from "./passkey-answers.ts";

/** The passkey mutations (decision 0039): register, remove, sign in, confirm, a colleague's, the policy per role. */
const bad = (expect: BadValue["expect"], audience: BadValue["audience"]) => (label: string, value: unknown) =>
  ({ label, value, expect, audience }) satisfies BadValue;
const clientRefused = bad("refused", "client");

/** The start calls' only field, which the server ignores: any text is accepted. */
const ignoredReason = (): BadValue[] => [
  ...freeText("passkey").map((value) => ({ ...value, expect: "tolerated" as const })),
  clientRefused("getal in plaats van tekst", 5),
  clientRefused("object in plaats van tekst", { tekst: "x" }),
];

const startFields = () => ({
  "": objectValues().filter((value) => value.value !== null && value.label !== "ontbreekt"),
  reason: ignoredReason(),
});

const startPasskeyRegistration: GraphQLTarget = {
  document: StartPasskeyRegistrationDocument,
  cookie: passkeyCookie,
  validInput: () => ({}),
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: startFields(),
};

const finishPasskeyRegistration: GraphQLTarget = {
  document: FinishPasskeyRegistrationDocument,
  cookie: passkeyCookie,
  validInput: (world) => ({ challengeId: state(world).challengeId, response: state(world).response, name: "Laptop" }),
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: {
    "": objectValues(),
    challengeId: challengeIds(),
    response: stringField(answerValues()),
    name: stringField(freeText("Laptop")),
  },
};

const removeMyPasskey: GraphQLTarget = {
  document: RemoveMyPasskeyDocument,
  cookie: passkeyCookie,
  validInput: (world) => ({ passkeyId: state(world).passkeyId }),
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: {
    "": objectValues(),
    passkeyId: uuidValues(
      (world) => state(world).passkeyId,
      (world) => state(world).colleaguePasskeyId,
    ),
  },
};

const startPasskeySignIn: GraphQLTarget = {
  document: StartPasskeySignInDocument,
  validInput: () => ({}),
  fields: startFields(),
};

const signInWithPasskey: GraphQLTarget = {
  document: SignInWithPasskeyDocument,
  validInput: (world) => ({ challengeId: state(world).challengeId, response: state(world).response }),
  prepare: forSignIn,
  prepareBaseline: forSignIn,
  fields: { "": objectValues(), challengeId: challengeIds(), response: stringField(answerValues()) },
};

const startPasskeyConfirmation: GraphQLTarget = {
  document: StartPasskeyConfirmationDocument,
  cookie: passkeyCookie,
  validInput: () => ({}),
  prepare: forConfirmation,
  prepareBaseline: forConfirmation,
  fields: startFields(),
};

const confirmWithPasskey: GraphQLTarget = {
  document: ConfirmWithPasskeyDocument,
  cookie: passkeyCookie,
  validInput: (world) => ({ challengeId: state(world).challengeId, response: state(world).response }),
  prepare: forConfirmation,
  prepareBaseline: forConfirmation,
  fields: { "": objectValues(), challengeId: challengeIds(), response: stringField(answerValues()) },
};

const removeStaffMemberPasskey: GraphQLTarget = {
  document: RemoveStaffMemberPasskeyDocument,
  staff: true,
  validInput: (world) => ({ staffId: state(world).colleagueId, passkeyId: state(world).colleaguePasskeyId }),
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: {
    "": objectValues(),
    staffId: uuidValues(
      (world) => state(world).colleagueId,
      (world) => world.eventId,
    ),
    passkeyId: uuidValues(
      (world) => state(world).colleaguePasskeyId,
      (world) => state(world).passkeyId,
    ),
  },
};

function roleValues(): BadValue[] {
  return [
    clientRefused("onbekende rol", "admin"),
    clientRefused("hoofdletters", "BALIE"),
    clientRefused("getal", 1),
    clientRefused("lijst", [POLICY_ROLE]),
    ...absent(),
  ];
}

const setPasskeyPolicy: GraphQLTarget = {
  document: SetPasskeyPolicyDocument,
  staff: true,
  validInput: () => ({ role: POLICY_ROLE, required: true }),
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: {
    "": objectValues(),
    role: roleValues(),
    required: [clientRefused("tekst", "ja"), clientRefused("getal", 1), clientRefused("lijst", [true]), ...absent()],
  },
};

export const PASSKEY_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  startPasskeyRegistration,
  finishPasskeyRegistration,
  removeMyPasskey,
  startPasskeySignIn,
  signInWithPasskey,
  startPasskeyConfirmation,
  confirmWithPasskey,
  removeStaffMemberPasskey,
  setPasskeyPolicy,
};
