import type { Route } from "./+types/processing-register.ts";
import { ProcessingActivityCard } from "../../features/beheer/privacy/ProcessingActivityCard.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { ProcessingRegisterDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("backoffice.open");

/**
 * The processing register (verwerkingsregister, AVG art. 30), as the server generates it from the retention
 * settings and the permission table: for every staff member, since it describes the processing, not anyone's data.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { processingRegister } = await runStaffOperation(context, request, ProcessingRegisterDocument, {});
  return { register: processingRegister };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Verwerkingsregister", matches[0].loaderData);
}

export default function ProcessingRegisterPage({ loaderData }: Route.ComponentProps) {
  const { controller, activities } = loaderData.register;
  return (
    <>
      <h1 className={headingStyles.page}>Verwerkingsregister</h1>
      <p className="mt-4 max-w-3xl text-slate-700">
        Welke persoonsgegevens {controller.siteName} verwerkt, waarom, op welke grond, hoe lang en wie ze kan zien. De
        bewaartermijnen komen uit de instellingen van de server (RETENTION_*), de rollen uit de rechtentabel van de
        beheeromgeving. Bezoekers lezen hetzelfde in de{" "}
        <a href={SITE_PATHS.privacy} className={textLinkStyle}>
          privacyverklaring
        </a>
        .
      </p>
      <section aria-labelledby="verwerkingsverantwoordelijke" className="mt-8">
        <h2 id="verwerkingsverantwoordelijke" className={headingStyles.card}>
          Verwerkingsverantwoordelijke
        </h2>
        <dl className="mt-3 grid max-w-3xl gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Naam</dt>
          <dd>{controller.name}</dd>
          <dt className="font-semibold">Adres</dt>
          <dd>{controller.address}</dd>
          <dt className="font-semibold">Contact</dt>
          <dd>{controller.contactEmail}</dd>
        </dl>
      </section>
      <h2 className={`${headingStyles.section} mt-10`}>Verwerkingen</h2>
      <div className="mt-4 space-y-8">
        {activities.map((activity) => (
          <ProcessingActivityCard key={activity.key} activity={activity} />
        ))}
      </div>
    </>
  );
}
