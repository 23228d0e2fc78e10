import type { Route } from "./+types/personal-data.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";
import { Container } from "../components/Container.tsx";
import { RequestLinkForm } from "../features/personal-data/RequestLinkForm.tsx";
import { requestLinkAction } from "../features/personal-data/request-link-action.ts";
import { retryAfterHeaders } from "../lib/api-errors.ts";
import { pageMeta } from "../lib/meta.ts";
import { headingStyles } from "../lib/styles.ts";

/**
 * "Mijn gegevens": every mail links here. A visitor asks for a link by mail; it opens an overview of
 * what the site holds about that address, its download, and the deletion. Every address gets the same answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return requestLinkAction(context, await request.formData());
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = retryAfterHeaders(args);
  // The confirmation after a post names nothing personal, but the typed address is in the form: keep it out of caches.
  headers.set("Cache-Control", "no-store");
  return headers;
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Mijn gegevens",
    description: "Bekijk, download of verwijder de gegevens die we van je e-mailadres bewaren.",
    path: SITE_PATHS.personalData,
  });
}

export default function PersonalDataRequest({ actionData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Mijn gegevens</h1>
      <div className="mt-4 space-y-3 text-lg text-slate-800">
        <p>
          Wil je weten welke gegevens we van je bewaren? Vul je e-mailadres in. Je krijgt dan een e-mail met een link
          naar een overzicht van alles wat we onder dat adres bewaren: je bestellingen, tickets, workshops,
          inschrijvingen, wachtlijsten en certificaten.
        </p>
        <p>
          Via die link download je je gegevens ook (als JSON-bestand), en kun je ze laten verwijderen. Wat de wet ons
          verplicht te bewaren, zoals facturen, houden we; we laten je zien wat dat is en waarom.
        </p>
      </div>
      <RequestLinkForm result={actionData ?? null} />
    </Container>
  );
}
