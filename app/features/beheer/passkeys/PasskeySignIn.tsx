import { useHydrated } from "../../../components/use-hydrated.ts";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { usePasskeyCeremony } from "./use-passkey-ceremony.ts";

/**
 * 'Inloggen met een passkey' beside the mail-link form of /beheer/inloggen (decision 0039): the browser offers the
 * person's passkeys for this site; no address is typed. Needs JavaScript, so without it the button is not shown.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
  const ceremony = usePasskeyCeremony(STAFF_PATHS.signInPasskey, "authenticate");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <section aria-labelledby="met-passkey" className="mt-10 border-t border-slate-300 pt-8">
      <h2 id="met-passkey" className={headingStyles.card}>
        Met een passkey
      </h2>
      <p className="mt-2 text-slate-800">Heb je een passkey geregistreerd? Dan log je direct in, zonder e-mail.</p>
      {ceremony.problem && (
        <div className="mt-4">
          <ErrorBox title="Inloggen lukte niet">{ceremony.problem}</ErrorBox>
        </div>
      )}
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-4`}
        disabled={ceremony.busy}
        onClick={() => ceremony.begin({ terug: returnTo })}
      >
        {ceremony.busy ? "Bezig met inloggen..." : "Inloggen met een passkey"}
      </button>
    </section>
  );
}
