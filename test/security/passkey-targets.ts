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
import {
  absent,
  formStructure,
  forClient,
  freeText,
  fromWorld,
  objectValues,
  pathValues,
  postedText,
  refusedPatternText,
  stringField,
  uuidValues,
  type BadValue,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { passkeyCookie, passkeyState, POLICY_ROLE, preparePasskeyWorld } from "./passkey-world.ts";

/** Passkeys (decision 0039): registering, removing, signing in, confirming, a colleague's, the policy per role. */
const bad = (expect: BadValue["expect"], audience: BadValue["audience"]) => (label: string, value: unknown) =>
  ({ label, value, expect, audience }) satisfies BadValue;
const personRefused = bad("refused", "person");
const clientRefused = bad("refused", "client");

const state = passkeyState;
const forRegistration = preparePasskeyWorld("register");
const forSignIn = preparePasskeyWorld("sign-in");
const forConfirmation = preparePasskeyWorld("confirm");

/** A valid answer with one thing changed: the signature, the challenge it answers, the site it was made for. */
function tampered(change: (answer: Record<string, unknown>) => void) {
  return fromWorld((world: CorpusWorld) => {
    const answer = JSON.parse(state(world).response) as Record<string, unknown>;
    change(answer);
    return JSON.stringify(answer);
  });
}

const response = (world: CorpusWorld) => state(world).response;

/** The browser's answer: JSON text of a fixed shape, signed over this challenge for this site. */
function answerValues(): BadValue[] {
  return [
    ...refusedPatternText(response),
    personRefused("geen JSON", "{niet: json"),
    personRefused("JSON zonder de velden", JSON.stringify({ id: "x" })),
    personRefused(
      "andere credential-id",
      tampered((answer) => Object.assign(answer, { id: "AAAA", rawId: "AAAA" })),
    ),
    personRefused(
      "handtekening of attestatie gewijzigd",
      tampered((answer) => {
        const inner = answer.response as Record<string, string>;
        if (inner.signature) inner.signature = Buffer.from("vervalst").toString("base64url");
        else inner.clientDataJSON = Buffer.from('{"type":"webauthn.create"}').toString("base64url");
      }),
    ),
  ];
}

const challengeIds = () =>
  uuidValues(
    (world) => state(world).challengeId,
    (world) => state(world).passkeyId,
  );

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

/** A ceremony's posted fields: its step, the challenge's id and the browser's answer. */
const ceremonyFields = () => ({
  intent: [clientRefused("onbekende stap", "alles"), ...formStructure("finish")],
  challengeId: [
    ...forClient(
      pathValues(
        (world) => state(world).challengeId,
        (world) => state(world).passkeyId,
      ),
    ),
    ...formStructure((world) => state(world).challengeId),
  ],
  response: forClient(postedText(answerValues(), response)),
});

const ceremonyForm = (world: CorpusWorld): [string, string][] => [
  ["intent", "finish"],
  ["challengeId", state(world).challengeId],
  ["response", state(world).response],
];

const signInPasskey: FormTarget = {
  route: "routes/beheer/sign-in-passkey.tsx",
  path: () => "/beheer/inloggen/passkey",
  validForm: (world) => [...ceremonyForm(world), ["terug", "/beheer"]],
  prepare: forSignIn,
  prepareBaseline: forSignIn,
  fields: ceremonyFields(),
  transport: true,
};

const accountPasskeys: FormTarget = {
  route: "routes/beheer/account-passkeys.tsx",
  path: () => "/beheer/account/passkeys",
  cookie: passkeyCookie,
  validForm: (world) => [...ceremonyForm(world), ["name", "Laptop"]],
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  // The ceremony's answers are JSON for the page's script, which shows their message (a post without JavaScript
  // never carries a ceremony): so every refusal here is judged as a client's.
  fields: { ...ceremonyFields(), name: forClient(postedText(freeText("Laptop"), "Laptop")) },
  transport: true,
};

const passkeyConfirm: FormTarget = {
  route: "routes/beheer/passkey-confirm.tsx",
  path: () => "/beheer/account/passkeys/bevestigen",
  cookie: passkeyCookie,
  validForm: ceremonyForm,
  prepare: forConfirmation,
  prepareBaseline: forConfirmation,
  fields: ceremonyFields(),
  transport: true,
};

const passkeyPolicies: FormTarget = {
  route: "routes/beheer/passkey-policies.tsx",
  path: () => "/beheer/medewerkers/passkeys",
  staff: true,
  validForm: () => [
    ["rol", POLICY_ROLE],
    ["verplicht", "ja"],
  ],
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: { rol: [clientRefused("onbekende rol", "admin"), ...formStructure(POLICY_ROLE)] },
  transport: true,
};

export const PASSKEY_FORM_TARGETS: Record<string, FormTarget> = {
  "beheer: inloggen met een passkey (sign-in-passkey)": signInPasskey,
  "beheer: mijn passkeys (account-passkeys)": accountPasskeys,
  "beheer: bevestigen met een passkey (passkey-confirm)": passkeyConfirm,
  "beheer: passkeys per rol (passkey-policies)": passkeyPolicies,
};
