import { Link } from "react-router";
import type { EventFieldsFragment } from "../graphql/generated.ts";
import { EVENT_IMAGE_SIZE, EVENT_IMAGE_SIZES, eventImageUrl, formatEventWhen } from "../lib/event-display.ts";
import { mediaSrcSet } from "../../common/media.ts";
import { formatStreetAndTown } from "../../common/format/address.ts";
import { buttonStyles } from "../lib/styles.ts";
import { Container } from "./Container.tsx";
import { eventPath } from "../../common/site-paths.ts";

export type FeaturedEventData = Pick<
  EventFieldsFragment,
  "id" | "name" | "descriptionText" | "featuredImageUrl" | "timeFrame" | "location"
>;

/**
 * The annual forum at the top of the events page. Its image is the largest element in view, so it loads
 * eagerly with high priority (LCP). Without a featured event (or when it failed) the block says so, and there
 * is no Tickets button.
 */
export function EventFeatured({ event, error }: { event: FeaturedEventData | null; error: string | null }) {
  return (
    <section aria-labelledby="uitgelicht" className="bg-brand-800 py-10 text-white sm:py-14">
      <Container>
        <h2 id="uitgelicht" className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
          Uitgelicht evenement
        </h2>
        {error ? (
          <p role="alert" className="mt-4 rounded-md bg-white px-5 py-4 font-medium text-red-800">
            {error}
          </p>
        ) : !event ? (
          <p className="mt-4 text-lg text-brand-50">
            Er is op dit moment geen uitgelicht evenement. Bekijk hieronder de andere evenementen.
          </p>
        ) : (
          <div className="mt-4 grid items-center gap-8 lg:grid-cols-2">
            <div>
              <h3 className="text-3xl font-bold tracking-tight sm:text-4xl">{event.name}</h3>
              <dl className="mt-5 space-y-2 text-lg text-brand-50">
                <div>
                  <dt className="sr-only">Wanneer</dt>
                  <dd className="first-letter:uppercase">{formatEventWhen(event.timeFrame)}</dd>
                </div>
                <div>
                  <dt className="sr-only">Waar</dt>
                  <dd>{formatStreetAndTown(event.location)}</dd>
                </div>
              </dl>
              <p className="mt-5 line-clamp-4 leading-relaxed text-brand-50">{event.descriptionText}</p>
              <p className="mt-8">
                <Link to={eventPath(event.id)} className={buttonStyles.inverted}>
                  Tickets<span className="sr-only"> voor {event.name}</span>
                </Link>
              </p>
            </div>
            <img
              src={eventImageUrl(event.featuredImageUrl)}
              srcSet={mediaSrcSet(event.featuredImageUrl)}
              sizes={EVENT_IMAGE_SIZES.half}
              alt=""
              width={EVENT_IMAGE_SIZE.width}
              height={EVENT_IMAGE_SIZE.height}
              fetchPriority="high"
              className="aspect-[1200/630] h-auto w-full rounded-lg bg-brand-700 object-cover"
            />
          </div>
        )}
      </Container>
    </section>
  );
}
