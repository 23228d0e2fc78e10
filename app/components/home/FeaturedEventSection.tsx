import { Link } from "react-router";
import type { EventFieldsFragment } from "../../graphql/generated.ts";
import { EVENT_IMAGE_SIZE, EVENT_IMAGE_SIZES, eventImageUrl, formatEventWhen } from "../../lib/event-display.ts";
import { mediaSrcSet } from "../../../common/media.ts";
import { formatStreetAndTown } from "../../../common/format/address.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { Container } from "../Container.tsx";
import { NoticeBox } from "../NoticeBox.tsx";
import { eventPath } from "../../../common/site-paths.ts";

type FeaturedEventSectionProps = { event: EventFieldsFragment | null; error: string | null };

/** The events block of the home page: the featured event, or why it is missing. */
export function FeaturedEventSection({ event, error }: FeaturedEventSectionProps) {
  return (
    <section aria-labelledby="evenementen" className="bg-brand-50 py-14 sm:py-20">
      <Container>
        <h2 id="evenementen" className={headingStyles.section}>
          Evenementen
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Ontmoet collega&apos;s uit de hele keten op ons jaarcongres, op studiedagen en andere bijeenkomsten.
        </p>
        <div className="mt-8">
          {error ? (
            <NoticeBox tone="error">{error}</NoticeBox>
          ) : event ? (
            <FeaturedEventCard event={event} />
          ) : (
            <NoticeBox>Er is op dit moment geen uitgelicht evenement.</NoticeBox>
          )}
        </div>
        <p className="mt-8">
          <Link to="/overige-evenementen" className={textLinkStyle}>
            Bekijk alle evenementen
          </Link>
        </p>
      </Container>
    </section>
  );
}

/** The first paragraph of a plain-text description, as the card's short text. */
function firstParagraph(description: string): string {
  return description.split(/\n\s*\n/)[0]?.trim() ?? "";
}

/** Below the fold on every screen, so its image loads lazily (the hero text is the LCP). */
function FeaturedEventCard({ event }: { event: EventFieldsFragment }) {
  return (
    <article className="grid overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm md:grid-cols-2">
      <img
        src={eventImageUrl(event.featuredImageUrl)}
        srcSet={mediaSrcSet(event.featuredImageUrl)}
        sizes={EVENT_IMAGE_SIZES.half}
        alt=""
        width={EVENT_IMAGE_SIZE.width}
        height={EVENT_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-brand-100 object-cover md:aspect-auto md:h-full"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Uitgelicht</p>
        <h3 className="text-2xl font-bold text-brand-900">{event.name}</h3>
        <dl className="space-y-1 text-slate-800">
          <div>
            <dt className="sr-only">Wanneer</dt>
            <dd className="first-letter:uppercase">
              <time dateTime={event.timeFrame.start}>{formatEventWhen(event.timeFrame)}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Waar</dt>
            <dd>{formatStreetAndTown(event.location)}</dd>
          </div>
        </dl>
        <p className="line-clamp-4 text-slate-700">{firstParagraph(event.descriptionText)}</p>
        <p className="mt-auto pt-2">
          <Link to={eventPath(event.id)} className={buttonStyles.primary}>
            Tickets<span className="sr-only"> voor {event.name}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
