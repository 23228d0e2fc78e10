import { Link } from "react-router";
import { EmailLink } from "../../components/EmailLink.tsx";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { textLinkStyle } from "../../lib/styles.ts";
import { PrivacyRights } from "./PrivacyRights.tsx";
import { DATA_ROWS, PRIVACY_STATEMENT_VERSION, retentionRows, type PrivacyFacts } from "./privacy-statement.ts";
import { StatementSection, StatementTable } from "./StatementSection.tsx";

/** The privacy statement, in plain Dutch, with the organisation and the periods of the settings. */
export function PrivacyStatementText({ facts }: { facts: PrivacyFacts }) {
  return (
    <>
      <StatementSection id="wie-zijn-wij" title="Wie zijn wij">
        <p>
          {facts.organizationName} is verantwoordelijk voor de persoonsgegevens die via de website van {facts.siteName}{" "}
          worden verwerkt.
        </p>
        <address className="not-italic">
          {facts.organizationName}
          <br />
          {facts.address}
          <br />
          {facts.postalCode} {facts.city}
          <br />
          <EmailLink address={facts.contactEmail} className={textLinkStyle} />
        </address>
      </StatementSection>

      <StatementSection id="welke-gegevens" title="Welke gegevens we gebruiken en waarom">
        <p>We vragen alleen wat we nodig hebben. We verkopen je gegevens niet en gebruiken ze niet voor reclame.</p>
        <StatementTable
          caption="Welke gegevens we gebruiken en waarom"
          head={["Wanneer", "Welke gegevens", "Waarvoor"]}
          rows={DATA_ROWS}
        />
      </StatementSection>

      <StatementSection id="grondslagen" title="Op welke grond">
        <ul>
          <li>
            <strong>Overeenkomst</strong> (AVG artikel 6 lid 1 sub b): je koopt een ticket, meldt je aan of schrijft je
            in. Zonder deze gegevens kunnen we dat niet afhandelen.
          </li>
          <li>
            <strong>Wettelijke verplichting</strong> (sub c): de belastingwet verplicht ons facturen en de administratie
            te bewaren, en de AVG verplicht ons je verzoeken over je gegevens te beantwoorden.
          </li>
          <li>
            <strong>Gerechtvaardigd belang</strong> (sub f): een veilige website zonder misbruik, en certificaten die
            een register of werkgever kan controleren.
          </li>
        </ul>
      </StatementSection>

      <StatementSection id="bewaartermijnen" title="Hoe lang we je gegevens bewaren">
        <p>Een dagelijkse taak verwijdert of anonimiseert gegevens automatisch zodra hun termijn voorbij is.</p>
        <StatementTable caption="Bewaartermijnen" head={["Gegevens", "Bewaartermijn"]} rows={retentionRows(facts)} />
      </StatementSection>

      <StatementSection id="ontvangers" title="Wie je gegevens ontvangt">
        <ul>
          <li>
            <strong>Mollie</strong> verwerkt betalingen met iDEAL. Mollie krijgt alleen wat nodig is voor de betaling.
          </li>
          <li>
            <strong>Onze e-mailprovider</strong> verstuurt de e-mails van de website (via SMTP).
          </li>
          <li>
            <strong>Onze hostingpartij</strong> bewaart de website en de database op servers in de Europese Unie.
          </li>
        </ul>
        <p>
          Met deze partijen hebben we afspraken over de beveiliging van je gegevens. We geven je gegevens niet door aan
          landen buiten de Europese Unie. Binnen onze organisatie ziet een medewerker alleen wat diens taak nodig maakt.
        </p>
      </StatementSection>

      <PrivacyRights facts={facts} />

      <StatementSection id="beveiliging" title="Beveiliging">
        <p>
          De website werkt alleen via een versleutelde verbinding (https). Medewerkers loggen in met een persoonlijke,
          tijdelijke link en hebben alleen de rechten die hun taak vraagt; elke wijziging wordt vastgelegd in een
          logboek. Onze logbestanden bevatten geen namen, en tellers tegen misbruik verdwijnen vanzelf.
        </p>
      </StatementSection>

      <StatementSection id="geautomatiseerde-besluiten" title="Geen geautomatiseerde besluiten">
        <p>We nemen geen besluiten over je die alleen door een computer worden genomen, en we maken geen profielen.</p>
      </StatementSection>

      <StatementSection id="cookies" title="Cookies">
        <p>
          We gebruiken geen tracking- of analysecookies. Wat de website in je browser opslaat, lees je in de{" "}
          <Link to={SITE_PATHS.cookies} className={textLinkStyle}>
            cookieverklaring
          </Link>
          .
        </p>
      </StatementSection>

      <StatementSection id="versie" title="Wijzigingen">
        <p>
          Als we deze verklaring wijzigen, zie je dat aan de datum hieronder. Deze versie is van{" "}
          <strong>{PRIVACY_STATEMENT_VERSION}</strong>.
        </p>
      </StatementSection>
    </>
  );
}
