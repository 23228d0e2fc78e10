import type { Route } from "./+types/friends.ts";
import { AffiliateCard } from "../components/AffiliateCard.tsx";
import { AffiliateInvitation } from "../components/AffiliateInvitation.tsx";
import { Container } from "../components/Container.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { AffiliatesQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const LOAD_ERROR = "De vrienden konden niet worden geladen. Probeer het later opnieuw.";

/** A failing API still gives the page (status 200) with a message, not the error page: the rest is useful. An outage is 503. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { allAffiliates } = await runOperation(context, AffiliatesQueryDocument);
    return { affiliates: allAffiliates.nodes, error: null };
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Vrienden laden mislukt:", error);
    return { affiliates: [], error: LOAD_ERROR };
  }
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({
    root,
    title: "Vrienden",
    description: `Organisaties in de forensische zorg die vriend zijn van het ${root.siteName}, en hoe jouw organisatie ook vriend wordt.`,
    path: "/vrienden",
  });
}

export default function Friends({ loaderData, matches }: Route.ComponentProps) {
  const { siteName } = matches[0].loaderData;
  const { affiliates, error } = loaderData;
  return (
    <>
      <PageIntro title={`Vrienden van het ${siteName}`}>
        <p>
          Deze organisaties leveren forensische zorg en zijn vriend van het {siteName}. Samen werken we aan een goed
          functionerende forensische keten, waarin organisaties elkaar kennen, van elkaar leren en elkaar weten te
          vinden.
        </p>
      </PageIntro>
      <section aria-label="Onze vrienden" className="py-10 sm:py-14">
        <Container>
          {error ? (
            <NoticeBox tone="error">{error}</NoticeBox>
          ) : affiliates.length === 0 ? (
            <NoticeBox>Er zijn op dit moment nog geen vrienden.</NoticeBox>
          ) : (
            <div className="columns-1 gap-6 md:columns-2 lg:columns-3">
              {affiliates.map((affiliate) => (
                <AffiliateCard key={affiliate.id} affiliate={affiliate} />
              ))}
            </div>
          )}
        </Container>
      </section>
      <AffiliateInvitation siteName={siteName} />
    </>
  );
}
