import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home.ts";
import { FeaturedEventSection } from "../components/home/FeaturedEventSection.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { ValuesSection } from "../components/home/ValuesSection.tsx";
import { contentOfType } from "../features/site-pages/page-content.ts";
import { FeaturedEventQueryDocument, HomePageDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { degradedPage, loaderHeadersOnly } from "../lib/degraded-page.ts";
import { pageMeta, type RootData } from "../lib/meta.ts";
import { PageNotPublished } from "../features/site-pages/PageNotPublished.tsx";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const FEATURED_EVENT_ERROR = "Het uitgelichte evenement kon niet worden geladen.";
const PAGE_TEXT_ERROR = "De tekst van deze pagina kon niet worden geladen. Probeer het later opnieuw.";

export async function loader({ context }: Route.LoaderArgs) {
  // The page's own words (the back office's Pagina's) and the featured event, asked at the same time; when the API
  // fails one of them, the other still shows and the page says what is missing (and is not kept).
  const [page, featured] = await Promise.all([
    runOperation(context, HomePageDocument).then(
      ({ sitePage }) => ({ content: contentOfType(sitePage?.content, "HomePageContent"), contentError: null }),
      (error: unknown) => {
        rethrowUnlessApiError(error);
        return { content: null, contentError: PAGE_TEXT_ERROR };
      },
    ),
    runOperation(context, FeaturedEventQueryDocument).then(
      ({ currentFeaturedEvent }) => ({ featuredEvent: currentFeaturedEvent, featuredEventError: null }),
      (error: unknown) => {
        rethrowUnlessApiError(error);
        return null;
      },
    ),
  ]);
  // The rest of the page still works; the events block says what went wrong and offers no Tickets button.
  const shown = { ...page, ...(featured ?? { featuredEvent: null, featuredEventError: FEATURED_EVENT_ERROR }) };
  return featured && !page.contentError ? shown : degradedPage(shown);
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
  const { content, contentError, featuredEvent, featuredEventError } = loaderData;
  const siteName = useRouteLoaderData<RootData>("root")?.siteName ?? "Home";
  return (
    <>
      {content ? (
        <>
          <HomeHero content={content} />
          <ValuesSection content={content} />
        </>
      ) : (
        // Before the home page's words are published (a new installation), the page still has its heading.
        <PageNotPublished title={siteName} problem={contentError} />
      )}
      <FeaturedEventSection event={featuredEvent} error={featuredEventError} />
    </>
  );
}
