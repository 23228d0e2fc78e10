import { forClient, formStructure, freeText, pathValues, postedText, type BadValue } from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import { answerValues, forConfirmation, forRegistration, forSignIn, response, state } from "./passkey-answers.ts";
import { passkeyCookie, POLICY_ROLE } from "./passkey-world.ts";

/** The passkey forms (decision 0039): the sign-in's, one's own passkeys, the confirmation step, the policy page. */
const clientRefused = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "refused",
  audience: "client",
});

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

/** 'Verwijderen' beside a colleague's passkey on their edit page (an intent of the page's action). */
const removeColleaguePasskey: FormTarget = {
  route: "routes/beheer/staff-member-edit.tsx",
  path: (world) => `/beheer/medewerkers/${encodeURIComponent(state(world).colleagueId)}`,
  staff: true,
  validForm: (world) => [
    ["intent", "passkey-verwijderen"],
    ["passkey", state(world).colleaguePasskeyId],
  ],
  prepare: forRegistration,
  prepareBaseline: forRegistration,
  fields: {
    passkey: [
      ...forClient(
        pathValues(
          (world) => state(world).colleaguePasskeyId,
          // The member's own passkey is not the colleague's: unknown on this page.
          (world) => state(world).passkeyId,
        ),
      ),
      ...formStructure((world) => state(world).colleaguePasskeyId),
    ],
  },
  // The page's transport cases are the account form's (staff-form-targets.ts).
  transport: false,
};

export const PASSKEY_FORM_TARGETS: Record<string, FormTarget> = {
  "beheer: passkey van een medewerker verwijderen (staff-member-edit)": removeColleaguePasskey,
  "beheer: inloggen met een passkey (sign-in-passkey)": signInPasskey,
  "beheer: mijn passkeys (account-passkeys)": accountPasskeys,
  "beheer: bevestigen met een passkey (passkey-confirm)": passkeyConfirm,
  "beheer: passkeys per rol (passkey-policies)": passkeyPolicies,
};
