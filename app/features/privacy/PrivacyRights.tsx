import { EmailLink } from "../../components/EmailLink.tsx";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { dutchPeriod } from "../../../common/format/periods.ts";
import { textLinkStyle } from "../../lib/styles.ts";
import { AUTHORITY_URL, type PrivacyFacts } from "./privacy-statement.ts";
import { StatementSection } from "./StatementSection.tsx";

/** Your rights, how to use them (Mijn gegevens, mail or post), and the complaint at the Autoriteit Persoonsgegevens. */
export function PrivacyRights({ facts }: { facts: PrivacyFacts }) {
  return (
    <>
      <StatementSection id="jouw-rechten" title="Jouw rechten">
        <p>Je hebt het recht om:</p>
        <ul>
          <li>je gegevens in te zien (inzage);</li>
          <li>onjuiste gegevens te laten verbeteren (correctie);</li>
          <li>je gegevens te laten verwijderen (verwijdering);</li>
          <li>bezwaar te maken tegen een verwerking op grond van gerechtvaardigd belang (bezwaar);</li>
          <li>je gegevens te krijgen in een bestand dat je zelf kunt gebruiken (overdraagbaarheid).</li>
        </ul>
        <p>
          <strong>Zelf regelen:</strong> op{" "}
          {/* A plain link: the page belongs to the same site but may be answered by another route module. */}
          <a href={SITE_PATHS.personalData} className={textLinkStyle}>
            Mijn gegevens
          </a>{" "}
          vul je je e-mailadres in. We sturen je een link die {dutchPeriod(facts.linkMinutes, "minute")} geldig is.
          Daarmee zie je alles wat we over dat adres bewaren, download je het als bestand en kun je om verwijdering
          vragen. Wat de wet ons verplicht te bewaren (zoals facturen) blijft bewaard; we laten zien wat en waarom.
        </p>
        <p>
          <strong>Per e-mail of post:</strong> mail naar{" "}
          <EmailLink address={facts.contactEmail} className={textLinkStyle} /> of schrijf naar {facts.organizationName},{" "}
          {facts.address}, {facts.postalCode} {facts.city}. Je kunt ook bellen. We kunnen je vragen te laten zien dat
          het om jouw gegevens gaat. We antwoorden binnen een maand.
        </p>
      </StatementSection>

      <StatementSection id="klacht" title="Een klacht indienen">
        <p>
          Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons weten. Je hebt ook het recht een klacht
          in te dienen bij de{" "}
          <a href={AUTHORITY_URL} className={textLinkStyle}>
            Autoriteit Persoonsgegevens
          </a>
          .
        </p>
      </StatementSection>
    </>
  );
}
