import { Form } from "react-router";
import type { Route } from "./+types/account.ts";
import { currentStaff } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { ROLE_LABELS, type StaffRole } from "../../../common/staff-roles.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { loadMySessions, SessionsSection } from "../../features/beheer/account/SessionsSection.tsx";
import { loadMyPasskeys, PasskeysSection } from "../../features/beheer/passkeys/PasskeysSection.tsx";

export const handle = staffPage("backoffice.open");

export async function loader({ context, request }: Route.LoaderArgs) {
  const [sessions, passkeys] = await Promise.all([loadMySessions(context, request), loadMyPasskeys(context, request)]);
  return { viewer: currentStaff(context), ...sessions, ...passkeys };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Mijn account", matches[0].loaderData);
}

/** Who is signed in, with which roles; and signing out here or everywhere (a lost laptop, a shared computer). */
export default function StaffAccount({ loaderData }: Route.ComponentProps) {
  const { viewer } = loaderData;
  return (
    <div className="max-w-3xl">
      <h1 className={headingStyles.page}>Mijn account</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-lg">
        <dt className="font-semibold">Naam</dt>
        <dd>{viewer.name}</dd>
        <dt className="font-semibold">E-mailadres</dt>
        <dd>{viewer.email}</dd>
        <dt className="font-semibold">Rollen</dt>
        <dd>{viewer.roles.map((role) => ROLE_LABELS[role as StaffRole] ?? role).join(", ")}</dd>
      </dl>
      {viewer.passkeyRecovery && (
        <p role="status" className="mt-6 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
          Je bent ingelogd met een e-maillink, maar voor jouw rol is een passkey verplicht. Je kunt hier alleen een
          nieuwe passkey registreren en je sessies bekijken. Log daarna uit en log in met je passkey.
        </p>
      )}
      <PasskeysSection passkeys={loaderData.passkeys} viewer={viewer} />
      <SessionsSection sessions={loaderData.sessions} />
      <section aria-labelledby="uitloggen" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="uitloggen" className={headingStyles.card}>
          Overal uitloggen
        </h2>
        <p className="mt-2 text-slate-700">
          Log uit op al je apparaten tegelijk, bijvoorbeeld als je een laptop kwijt bent of ergens bent vergeten uit te
          loggen.
        </p>
        <Form method="post" action={STAFF_PATHS.signOut} className="mt-4">
          <input type="hidden" name="overal" value="ja" />
          <button type="submit" className={buttonStyles.secondary}>
            Overal uitloggen
          </button>
        </Form>
      </section>
    </div>
  );
}
