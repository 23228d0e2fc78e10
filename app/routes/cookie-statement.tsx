import { Link } from "react-router";
import type { Route } from "./+types/cookie-statement.ts";
import { Container } from "../components/Container.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { StatementSection } from "../features/privacy/StatementSection.tsx";
import { StoredItemsTable } from "../features/privacy/StoredItemsTable.tsx";
import { PRIVACY_STATEMENT_VERSION } from "../features/privacy/privacy-statement.ts";
import { publicStoredItems, staffStoredItems } from "../features/privacy/stored-items.ts";
import { PrivacyStatementDocument } from "../graphql/generated.ts";
import { appServices, runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";
import { textLinkStyle } from "../lib/styles.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";

const DESCRIPTION =
  "Welke cookies en welke opslag in je browser deze website gebruikt. Geen tracking- of analysecookies en geen cookies van derden.";

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

/**
 * Rendered per request: the session cookie's name and lifetime follow the server's settings. The list is built here,
 * in the loader, so the storage modules it names stay out of this page's browser code.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { privacyStatement } = await runOperation(context, PrivacyStatementDocument);
  return {
    publicItems: publicStoredItems(),
    staffItems: staffStoredItems(appServices(context).publicUrl, privacyStatement.staffSessionMaxHours),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Cookieverklaring",
    description: DESCRIPTION,
    path: SITE_PATHS.cookies,
  });
}

export default function CookieStatement({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Cookieverklaring">
        <p>In deze verklaring leggen we uit welke cookies en welke opslag in je browser deze website gebruikt.</p>
      </PageIntro>
      <Container className="max-w-3xl py-12 sm:py-16">
        <StatementSection id="geen-tracking" title="Geen tracking, geen analyse, geen derden">
          <p>
            <strong>Deze website plaatst geen tracking- of analysecookies en geen cookies van derden.</strong> We volgen
            je niet over andere websites, we meten je bezoek niet met een analysedienst en we tonen geen advertenties.
            Van de melding over cookies onderaan de pagina onthouden we alleen dat je die hebt beantwoord, niet welke
            knop je koos: beide betekenen hetzelfde, want we gebruiken alleen functionele opslag.
          </p>
          <p>
            Betaal je met iDEAL, dan rond je de betaling af op de website van Mollie. Welke cookies Mollie daar
            gebruikt, staat in de cookieverklaring van Mollie.
          </p>
        </StatementSection>
        <StatementSection id="bezoekers" title="Wat we in je browser opslaan">
          <p>
            Deze gegevens staan alleen in je eigen browser (lokale opslag of sessieopslag) en worden niet naar ons
            verstuurd. Ze zijn nodig om de website te laten werken zoals je verwacht; daarom vragen we er geen
            toestemming voor.
          </p>
          <StoredItemsTable caption="Opslag voor bezoekers" items={loaderData.publicItems} />
        </StatementSection>
        <StatementSection id="medewerkers" title="Alleen voor medewerkers in de beheeromgeving">
          <p>Bezoekers van de website krijgen deze nooit; alleen medewerkers die inloggen op de beheeromgeving.</p>
          <StoredItemsTable caption="Opslag voor medewerkers" items={loaderData.staffItems} />
        </StatementSection>
        <StatementSection id="wissen" title="Zelf wissen">
          <p>
            Je kunt de opslag van deze website altijd wissen in de instellingen van je browser. De website blijft dan
            gewoon werken; je vult alleen je gegevens opnieuw in.
          </p>
          <p>
            Meer over hoe we met je gegevens omgaan lees je in de{" "}
            <Link to={SITE_PATHS.privacy} className={textLinkStyle}>
              privacyverklaring
            </Link>
            . Deze versie is van {PRIVACY_STATEMENT_VERSION}.
          </p>
        </StatementSection>
      </Container>
    </>
  );
}
