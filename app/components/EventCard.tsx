import { Link } from "react-router";
import type { EventFieldsFragment } from "../graphql/generated.ts";
import {
  EVENT_IMAGE_SIZE,
  EVENT_IMAGE_SIZES,
  eventImageUrl,
  formatEventWhen,
  isClosedPhase,
} from "../lib/event-display.ts";
import { mediaSrcSet } from "../../common/media.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { EventPhaseBadge } from "./EventPhaseBadge.tsx";
import { eventPath } from "../../common/site-paths.ts";

export type EventCardData = Pick<
  EventFieldsFragment,
  "id" | "name" | "descriptionText" | "featuredImageUrl" | "timeFrame" | "location" | "phase"
>;

/** An event in a grid: image, name, when and where, a clamped description and a link to the detail page. */
export function EventCard({
  event,
  headingLevel = 2,
  priority = false,
}: {
  event: EventCardData;
  headingLevel?: 2 | 3;
  /** The first card of a page is above the fold and its image is the page's largest paint: load it at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const dimmed = isClosedPhase(event.phase);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <img
        src={eventImageUrl(event.featuredImageUrl)}
        srcSet={mediaSrcSet(event.featuredImageUrl)}
        sizes={EVENT_IMAGE_SIZES.card}
        alt=""
        width={EVENT_IMAGE_SIZE.width}
        height={EVENT_IMAGE_SIZE.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={`aspect-[1200/630] h-auto w-full bg-brand-100 object-cover ${dimmed ? "grayscale" : ""}`}
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className={headingStyles.card}>{event.name}</Heading>
        {/* After the heading in reading order, shown on the image. */}
        <EventPhaseBadge phase={event.phase} className="absolute top-3 left-3" />
        <p className="mt-2 text-sm font-medium text-slate-700 first-letter:uppercase">
          {formatEventWhen(event.timeFrame)}
        </p>
        {event.location.city && <p className="text-sm text-slate-700">{event.location.city}</p>}
        <p className="mt-3 line-clamp-3 leading-relaxed text-slate-700">{event.descriptionText}</p>
        <p className="mt-auto pt-4">
          {/* aria-label, not a hidden span: Chrome would read a hidden span as a separate block ('evenement : ...'). */}
          <Link
            to={eventPath(event.id)}
            aria-label={`Bekijk evenement: ${event.name}`}
            className={`inline-block py-1 ${textLinkStyle}`}
          >
            Bekijk evenement
          </Link>
        </p>
      </div>
    </article>
  );
}
