import type { Route } from "./+types/privacy.ts";
import { Container } from "../components/Container.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { PrivacyStatementText } from "../features/privacy/PrivacyStatementText.tsx";
import { PrivacyStatementDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";

const DESCRIPTION =
  "Hoe we met je persoonsgegevens omgaan: welke gegevens, waarom, hoe lang we ze bewaren, wie ze ontvangt en wat je rechten zijn.";

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

/** Rendered per request, not prerendered: the periods and the organisation are the running server's settings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { privacyStatement } = await runOperation(context, PrivacyStatementDocument);
  return { facts: privacyStatement };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Privacyverklaring",
    description: DESCRIPTION,
    path: SITE_PATHS.privacy,
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Privacyverklaring">
        <p>
          In deze verklaring leggen we uit hoe we met je persoonsgegevens omgaan, bijvoorbeeld als je tickets koopt of
          je aanmeldt voor de Vakschool.
        </p>
      </PageIntro>
      <Container className="max-w-3xl py-12 sm:py-16">
        <PrivacyStatementText facts={loaderData.facts} />
      </Container>
    </>
  );
}
