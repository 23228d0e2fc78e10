import { useMatches } from "react-router";
import type { Route } from "./+types/legal.ts";
import { Container } from "../components/Container.tsx";
import { EmailLink } from "../components/EmailLink.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { CONTACT_EMAIL } from "../components/site-links.ts";
import { pageMeta } from "../lib/meta.ts";
import { textLinkStyle } from "../lib/styles.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

type LegalPage = { title: string; path: string; scope: string };

/** One module serves three routes (app/routes.ts); the route id says which page it is. */
const LEGAL_PAGES: Record<string, LegalPage> = {
  "legal-privacy": {
    title: "Privacyverklaring",
    path: "/privacy",
    scope:
      "In deze verklaring leggen we uit hoe we met je persoonsgegevens omgaan, bijvoorbeeld als je tickets koopt of je aanmeldt voor de Vakschool.",
  },
  "legal-terms": {
    title: "Algemene voorwaarden",
    path: "/algemene-voorwaarden",
    scope:
      "Deze voorwaarden gelden voor het kopen van tickets, het bezoeken van evenementen en het volgen van de Vakschool.",
  },
  "legal-cookies": {
    title: "Cookieverklaring",
    path: "/cookieverklaring",
    scope: "In deze verklaring leggen we uit welke cookies en welke opslag in je browser deze website gebruikt.",
  },
};

const FALLBACK_PAGE = LEGAL_PAGES["legal-privacy"] as LegalPage;

function legalPage(routeId: string | undefined): LegalPage {
  return (routeId && LEGAL_PAGES[routeId]) || FALLBACK_PAGE;
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const page = legalPage(matches.at(-1)?.id);
  return pageMeta({ root: matches[0].loaderData, title: page.title, description: page.scope, path: page.path });
}

/** An honest placeholder until the real texts are written. */
export default function Legal() {
  const page = legalPage(useMatches().at(-1)?.id);
  return (
    <>
      <PageIntro title={page.title}>
        <p>{page.scope}</p>
      </PageIntro>
      <Container className="max-w-3xl py-12 sm:py-16">
        <p className="text-lg text-slate-700">Deze tekst volgt binnenkort.</p>
        <p className="mt-4 text-lg text-slate-700">
          Vragen? Mail naar <EmailLink address={CONTACT_EMAIL} className={textLinkStyle} />.
        </p>
      </Container>
    </>
  );
}
