/**
 * The server side of a page's passkey ceremony (use-passkey-ceremony.ts): 'start' runs the operation that makes the
 * options, 'finish' hands the browser's answer to the operation that checks it. A refusal comes back as a message
 * for the page; what a success does (a cookie, a redirect) is the caller's.
 */
import { data } from "react-router";
import { apiErrorInit } from "../../../lib/api-errors.ts";
import { ApiError } from "../../../lib/app-services.ts";
import { formText } from "../../../lib/form-data.ts";
import type { CeremonyAnswer } from "./use-passkey-ceremony.ts";

const NEEDS_JAVASCRIPT_MESSAGE =
  "Voor een passkey heeft je browser JavaScript nodig. Zet JavaScript aan, of gebruik een andere browser.";

/** A removal refused for a stale passkey check: the account page's item shows 'Bevestig met je passkey'. */
export type RemovalAnswer = { step: "check"; message: string };

type CeremonyData = ReturnType<typeof data<CeremonyAnswer>>;

/** Refused input or a refused check, as the page shows it; anything else is the route's error. */
export function ceremonyFailure(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  return data<CeremonyAnswer>({ step: "failed", message: error.message }, apiErrorInit(error));
}

export async function ceremonyStep(
  form: FormData,
  start: () => Promise<{ challengeId: string; options: string }>,
  finish: (answer: { challengeId: string; response: string }) => Promise<Response | CeremonyData>,
) {
  try {
    const intent = formText(form, "intent");
    if (intent === "start") return data<CeremonyAnswer>({ step: "options", ...(await start()) });
    if (intent === "finish") {
      return await finish({ challengeId: formText(form, "challengeId"), response: formText(form, "response") });
    }
    return data<CeremonyAnswer>({ step: "failed", message: NEEDS_JAVASCRIPT_MESSAGE }, { status: 400 });
  } catch (error) {
    return ceremonyFailure(error);
  }
}
