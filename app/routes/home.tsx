import type { Route } from "./+types/home.ts";
import { FeaturedEventSection } from "../components/home/FeaturedEventSection.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { ValuesSection } from "../components/home/ValuesSection.tsx";
import { FeaturedEventQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { degradedPage, loaderHeadersOnly } from "../lib/degraded-page.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const FEATURED_EVENT_ERROR = "Het uitgelichte evenement kon niet worden geladen.";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { currentFeaturedEvent } = await runOperation(context, FeaturedEventQueryDocument);
    return { featuredEvent: currentFeaturedEvent, featuredEventError: null };
  } catch (error) {
    rethrowUnlessApiError(error);
    // The rest of the page still works; the events block says what went wrong and offers no Tickets button.
    return degradedPage({ featuredEvent: null, featuredEventError: FEATURED_EVENT_ERROR });
  }
}

export const headers = loaderHeadersOnly;

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Home",
    description: `${matches[0].loaderData.siteName} verbindt professionals in de forensische zorg: kennis delen, elkaar ontmoeten en samen werken aan een sterke forensische keten.`,
    path: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredEvent, featuredEventError } = loaderData;
  return (
    <>
      <HomeHero />
      <ValuesSection />
      <FeaturedEventSection event={featuredEvent} error={featuredEventError} />
    </>
  );
}
