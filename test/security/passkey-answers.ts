import { fromWorld, refusedPatternText, uuidValues, type BadValue } from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { passkeyState, preparePasskeyWorld } from "./passkey-world.ts";

/** What the passkey mutations and forms share: the fixtures' states, and the bad values of a browser's answer. */
const personRefused = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "refused",
  audience: "person",
});

export const state = passkeyState;
export const forRegistration = preparePasskeyWorld("register");
export const forSignIn = preparePasskeyWorld("sign-in");
export const forConfirmation = preparePasskeyWorld("confirm");

/** A valid answer with one thing changed: the signature, the challenge it answers, the site it was made for. */
function tampered(change: (answer: Record<string, unknown>) => void) {
  return fromWorld((world: CorpusWorld) => {
    const answer = JSON.parse(state(world).response) as Record<string, unknown>;
    change(answer);
    return JSON.stringify(answer);
  });
}

export const response = (world: CorpusWorld) => state(world).response;

/** The browser's answer: JSON text of a fixed shape, signed over this challenge for this site. */
export function answerValues(): BadValue[] {
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

export const challengeIds = () =>
  uuidValues(
    (world) => state(world).challengeId,
    (world) => state(world).passkeyId,
  );
