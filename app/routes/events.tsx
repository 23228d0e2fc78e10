import { Link } from "react-router";
import type { Route } from "./+types/events.ts";
import { Container } from "../components/Container.tsx";
import { EventCard } from "../components/EventCard.tsx";
import { EventFeatured } from "../components/EventFeatured.tsx";
import { NavigationLoadingNotice } from "../components/NavigationLoadingNotice.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { EventsQueryDocument, FeaturedEventQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { degradedPage, loaderHeadersOnly } from "../lib/degraded-page.ts";
import { isClosedPhase } from "../lib/event-display.ts";
import { pageMeta } from "../lib/meta.ts";
import { buttonStyles, headingStyles } from "../lib/styles.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/** How many upcoming events the overview shows; the rest are one click away on /overige-evenementen. */
const UPCOMING_LIMIT = 6;

/**
 * Both queries run side by side; each can fail on its own and the page shows what it has (status 200). An outage
 * is the 503 page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [featured, events] = await Promise.allSettled([
    runOperation(context, FeaturedEventQueryDocument),
    runOperation(context, EventsQueryDocument, { type: "EVENT" }),
  ]);
  for (const result of [featured, events]) if (result.status === "rejected") rethrowUnlessApiError(result.reason);
  if (featured.status === "rejected") console.error("Uitgelicht evenement laden mislukt:", featured.reason);
  if (events.status === "rejected") console.error("Evenementen laden mislukt:", events.reason);
  const upcoming =
    events.status === "fulfilled" ? events.value.allEvents.nodes.filter((event) => !isClosedPhase(event.phase)) : [];
  const page = {
    featured: featured.status === "fulfilled" ? featured.value.currentFeaturedEvent : null,
    featuredError: featured.status === "rejected" ? "Het uitgelichte evenement kon niet worden geladen." : null,
    upcoming: upcoming.slice(0, UPCOMING_LIMIT),
    eventsError:
      events.status === "rejected" ? "De evenementen konden niet worden geladen. Probeer het later opnieuw." : null,
  };
  return featured.status === "rejected" || events.status === "rejected" ? degradedPage(page) : page;
}

export const headers = loaderHeadersOnly;

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({
    root,
    title: "Evenementen",
    description: `Het jaarcongres en de andere evenementen van het ${root.siteName}: themamiddagen, studiedagen en netwerkbijeenkomsten voor de forensische zorg.`,
    path: "/evenementen",
    image: loaderData?.featured?.featuredImageUrl,
  });
}

export default function Events({ loaderData, matches }: Route.ComponentProps) {
  const { siteName } = matches[0].loaderData;
  const { featured, featuredError, upcoming, eventsError } = loaderData;
  return (
    <>
      <PageIntro title="Evenementen">
        <p>
          Ontmoet collega&apos;s uit de hele forensische keten. Het {siteName} organiseert elk jaar een congres en
          daarnaast themamiddagen, studiedagen en netwerkbijeenkomsten.
        </p>
      </PageIntro>
      <EventFeatured event={featured} error={featuredError} />
      <section aria-labelledby="aankomend" className="py-10 sm:py-14">
        <Container>
          <h2 id="aankomend" className={headingStyles.section}>
            Aankomende evenementen
          </h2>
          {eventsError ? (
            <NoticeBox tone="error" className="mt-6">
              {eventsError}
            </NoticeBox>
          ) : upcoming.length === 0 ? (
            <NoticeBox className="mt-6">Er zijn momenteel geen aankomende evenementen.</NoticeBox>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-10">
            <Link to="/overige-evenementen" className={buttonStyles.secondary}>
              Bekijk alle evenementen
            </Link>
          </p>
        </Container>
      </section>
      <NavigationLoadingNotice />
    </>
  );
}
