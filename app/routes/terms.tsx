import type { Route } from "./+types/terms.ts";
import { Container } from "../components/Container.tsx";
import { EmailLink } from "../components/EmailLink.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { CONTACT_EMAIL } from "../components/site-links.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { textLinkStyle } from "../lib/styles.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const TITLE = "Algemene voorwaarden";
const SCOPE =
  "Deze voorwaarden gelden voor het kopen van tickets, het bezoeken van evenementen en het volgen van de Vakschool.";

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ root: matches[0].loaderData, title: TITLE, description: SCOPE, path: SITE_PATHS.terms });
}

/** An honest placeholder until the real terms are written. */
export default function Terms() {
  return (
    <>
      <PageIntro title={TITLE}>
        <p>{SCOPE}</p>
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
