/**
 * The browser's half of a passkey ceremony (decision 0039), for any of its three uses (register, sign in, confirm):
 * post 'start' to the page's action, which answers the server's options and a challenge id; open the browser's
 * passkey dialog with them; post 'finish' with the answer. The action of 'finish' redirects on success, so the
 * page that follows says what happened. WebAuthn needs JavaScript: the library loads only when a ceremony starts.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

export type CeremonyKind = "register" | "authenticate";

/** What a ceremony's action answers when it does not redirect. */
export type CeremonyAnswer =
  | { step: "options"; challengeId: string; options: string }
  | { step: "failed"; message: string }
  /** A confirmation that does not leave the page: the page retries its action. */
  | { step: "confirmed" };

const CANCELLED_MESSAGE =
  "Het gebruiken van je passkey is afgebroken of niet gelukt. Probeer het opnieuw, of gebruik een andere passkey.";

async function runBrowserCeremony(kind: CeremonyKind, options: string): Promise<string> {
  const browser = await import("@simplewebauthn/browser");
  const optionsJSON = JSON.parse(options);
  const answer =
    kind === "register"
      ? await browser.startRegistration({ optionsJSON })
      : await browser.startAuthentication({ optionsJSON });
  return JSON.stringify(answer);
}

export function usePasskeyCeremony(action: string, kind: CeremonyKind) {
  const fetcher = useFetcher<CeremonyAnswer>();
  const fields = useRef<Record<string, string>>({});
  const handled = useRef<string | null>(null);
  const [browserProblem, setBrowserProblem] = useState<string | null>(null);
  const [inDialog, setInDialog] = useState(false);

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.step !== "options" || handled.current === answer.challengeId) return;
    handled.current = answer.challengeId;
    setInDialog(true);
    runBrowserCeremony(kind, answer.options)
      .then((response) => {
        const form = { ...fields.current, intent: "finish", challengeId: answer.challengeId, response };
        return fetcher.submit(form, { method: "post", action });
      })
      .catch(() => setBrowserProblem(CANCELLED_MESSAGE))
      .finally(() => setInDialog(false));
  }, [fetcher, kind, action]);

  const begin = (extra: Record<string, string> = {}) => {
    fields.current = extra;
    setBrowserProblem(null);
    void fetcher.submit({ ...extra, intent: "start" }, { method: "post", action });
  };

  const failed = fetcher.data?.step === "failed" ? fetcher.data.message : null;
  return {
    begin,
    busy: inDialog || fetcher.state !== "idle",
    confirmed: fetcher.state === "idle" && fetcher.data?.step === "confirmed",
    problem: browserProblem ?? (fetcher.state === "idle" ? failed : null),
  };
}
