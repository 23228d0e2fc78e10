import type { Route } from "./+types/other-events.ts";
import { Container } from "../components/Container.tsx";
import { EventCard } from "../components/EventCard.tsx";
import { NavigationLoadingNotice } from "../components/NavigationLoadingNotice.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { EventsQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { degradedPage, loaderHeadersOnly } from "../lib/degraded-page.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/**
 * All public events of type EVENT; the API lists upcoming ones first, then past ones, each with its phase
 * ('Afgelopen', 'Geannuleerd') by the server's clock, so the HTML and the hydrated page agree.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { allEvents } = await runOperation(context, EventsQueryDocument, { type: "EVENT" });
    return { events: allEvents.nodes, error: null };
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Evenementen laden mislukt:", error);
    return degradedPage({
      events: [],
      error: "De evenementen konden niet worden geladen. Probeer het later opnieuw.",
    });
  }
}

export const headers = loaderHeadersOnly;

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({
    root,
    title: "Alle evenementen",
    description: `Alle themamiddagen, studiedagen en netwerkbijeenkomsten van het ${root.siteName} en zijn vrienden.`,
    path: "/overige-evenementen",
  });
}

export default function OtherEvents({ loaderData }: Route.ComponentProps) {
  const { events, error } = loaderData;
  return (
    <>
      <PageIntro title="Alle evenementen">
        <p>
          Naast het jaarcongres zijn er door het jaar heen themamiddagen, studiedagen en netwerkbijeenkomsten. Kies een
          evenement voor het programma en om je aan te melden.
        </p>
      </PageIntro>
      <Container className="py-10 sm:py-14">
        {error ? (
          <NoticeBox tone="error">{error}</NoticeBox>
        ) : events.length === 0 ? (
          <NoticeBox>Er zijn momenteel geen evenementen beschikbaar.</NoticeBox>
        ) : (
          <ul aria-label="Evenementen" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard event={event} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Container>
      <NavigationLoadingNotice />
    </>
  );
}
