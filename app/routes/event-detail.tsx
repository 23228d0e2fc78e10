import { data, Link } from "react-router";
import type { Route } from "./+types/event-detail.ts";
import { Container } from "../components/Container.tsx";
import { EventJsonLd } from "../components/EventJsonLd.tsx";
import { NavigationLoadingNotice } from "../components/NavigationLoadingNotice.tsx";
import { EventPhaseBadge } from "../components/EventPhaseBadge.tsx";
import { EventLoadProblem } from "../components/EventProblem.tsx";
import { EventSignupPanel } from "../components/EventSignupPanel.tsx";
import { appServices } from "../lib/app-services.ts";
import { loadEventFromRoute } from "../lib/load-event.ts";
import { EVENT_IMAGE_SIZE, EVENT_IMAGE_SIZES, eventImageUrl, formatEventWhen } from "../lib/event-display.ts";
import { mediaSrcSet } from "../../common/media.ts";
import { eventJsonLd } from "../lib/event-json-ld.ts";
import { pageMeta } from "../lib/meta.ts";
import { summarizeText } from "../../common/format/plain-text.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { eventPath } from "../../common/site-paths.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/**
 * The problems answer with data() and a status instead of throwing, so this page renders its own Dutch message
 * (and crawlers see 404 or 5xx) rather than the root error page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const load = await loadEventFromRoute(context, params.id, "evenementpagina");
  if (load.kind === "error") return data({ kind: load.kind, id: load.id }, { status: load.status });
  if (load.kind !== "event") return data({ kind: load.kind }, { status: load.status });
  const { event } = load;
  const { siteName, publicUrl } = appServices(context);
  return {
    kind: "event" as const,
    event,
    jsonLd: eventJsonLd(event, { siteName, publicUrl }),
  };
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const path = eventPath(params.id);
  if (loaderData?.kind !== "event") {
    const title = loaderData?.kind === "error" ? "Evenement kon niet worden geladen" : "Evenement niet gevonden";
    return [
      ...pageMeta({ root, title, description: "Dit evenement kon niet worden getoond.", path }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { event } = loaderData;
  return pageMeta({
    root,
    title: event.name,
    description: summarizeText(event.descriptionText),
    path,
    image: eventImageUrl(event.featuredImageUrl),
    type: "event",
  });
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "invalid":
    case "not-found":
    case "error":
      return (
        <>
          <EventLoadProblem
            kind={loaderData.kind}
            retryTo={loaderData.kind === "error" ? eventPath(loaderData.id) : undefined}
          />
          {loaderData.kind === "error" && <NavigationLoadingNotice />}
        </>
      );
  }
  const { event, jsonLd } = loaderData;
  return (
    <article>
      <Container className="py-8 sm:py-12">
        <p>
          <Link to="/overige-evenementen" className={`inline-block py-1 ${textLinkStyle}`}>
            <span aria-hidden="true">← </span>Alle evenementen
          </Link>
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className={headingStyles.page}>{event.name}</h1>
          <EventPhaseBadge phase={event.phase} />
        </div>
        <p className="mt-3 text-lg text-slate-700 first-letter:uppercase">
          {formatEventWhen(event.timeFrame)}
          {[event.locationName, event.location.city].filter(Boolean).map((part) => `, ${part}`)}
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          {/* The event image is the largest element in view (LCP): no lazy loading, high fetch priority. */}
          <img
            src={eventImageUrl(event.featuredImageUrl)}
            srcSet={mediaSrcSet(event.featuredImageUrl)}
            sizes={EVENT_IMAGE_SIZES.detail}
            alt={event.featuredImageUrl ? event.featuredImageAlt : ""}
            width={EVENT_IMAGE_SIZE.width}
            height={EVENT_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-[1200/630] h-auto w-full rounded-lg bg-brand-100 object-cover lg:col-span-2"
          />
          <div className="lg:sticky lg:top-6 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
            <EventSignupPanel event={event} />
          </div>
          <section aria-labelledby="over-dit-evenement" className="lg:col-span-2">
            <h2 id="over-dit-evenement" className={headingStyles.section}>
              Over dit evenement
            </h2>
            {/* Sanitised by the API (the rich-text allow-list); older plain-text descriptions come as paragraphs. */}
            <div className="event-description mt-4" dangerouslySetInnerHTML={{ __html: event.description }} />
          </section>
        </div>
      </Container>
      <EventJsonLd data={jsonLd} />
      <NavigationLoadingNotice />
    </article>
  );
}
