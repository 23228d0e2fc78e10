import { useEffect, useRef, type ComponentProps, type FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { useHydrated } from "../../../components/use-hydrated.ts";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { usePasskeyCeremony } from "./use-passkey-ceremony.ts";

/**
 * 'Bevestig met je passkey' (decision 0039): shown where a high-risk action was refused with
 * PASSKEY_CHECK_REQUIRED. After the passkey is confirmed, `onConfirmed` runs (the form posts its values again).
 */
export function PasskeyCheckStep({ onConfirmed }: { onConfirmed: () => void }) {
  const ceremony = usePasskeyCeremony(STAFF_PATHS.passkeyConfirm, "authenticate");
  const hydrated = useHydrated();
  const done = useRef(false);
  useEffect(() => {
    if (!ceremony.confirmed || done.current) return;
    done.current = true;
    onConfirmed();
  }, [ceremony.confirmed, onConfirmed]);
  return (
    <section aria-labelledby="passkey-bevestigen" className="rounded-lg border-2 border-brand-700 bg-white p-5">
      <h2 id="passkey-bevestigen" className={headingStyles.card}>
        Bevestig met je passkey
      </h2>
      <p className="mt-2">
        Dit is een actie met grote gevolgen. Bevestig met je passkey dat jij het bent; daarna gaat de actie verder.
      </p>
      {ceremony.problem && (
        <div className="mt-3">
          <ErrorBox title="Bevestigen lukte niet">{ceremony.problem}</ErrorBox>
        </div>
      )}
      {hydrated ? (
        <button
          type="button"
          className={`${buttonStyles.primary} mt-4`}
          disabled={ceremony.busy}
          onClick={() => ceremony.begin()}
        >
          {ceremony.busy ? "Bezig met bevestigen..." : "Bevestig met je passkey"}
        </button>
      ) : (
        <p className="mt-4 font-semibold">Bevestigen met een passkey vraagt JavaScript in je browser.</p>
      )}
    </section>
  );
}

/**
 * The step for a page whose refused form is no longer on screen: once confirmed, it posts `values` (what the
 * refused post sent, as the action answered them) to the page's action again.
 */
export function PasskeyRetryStep({ values }: { values: Record<string, string> }) {
  const submit = useSubmit();
  return <PasskeyCheckStep onConfirmed={() => void submit(values, { method: "post" })} />;
}

/**
 * A back-office form whose action may be refused for a stale passkey check: it keeps what it last posted, shows
 * the 'Bevestig met je passkey' step when `needsCheck`, and posts the same values again once confirmed.
 */
export function PasskeyCheckedForm({
  needsCheck,
  children,
  ...form
}: ComponentProps<typeof Form> & { needsCheck: boolean }) {
  const submit = useSubmit();
  const posted = useRef<FormData | null>(null);
  const remember = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    posted.current = new FormData(event.currentTarget, submitter);
  };
  const retry = () => {
    if (posted.current) void submit(posted.current, { method: "post", action: form.action });
  };
  return (
    <>
      {needsCheck && <PasskeyCheckStep onConfirmed={retry} />}
      <Form method="post" {...form} onSubmit={remember}>
        {children}
      </Form>
    </>
  );
}
