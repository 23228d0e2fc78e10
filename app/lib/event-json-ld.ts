import type { EventQueryQuery } from "../graphql/generated.ts";
import { eventImageUrl } from "./event-display.ts";
import { formatStreetAndTown } from "../../common/format/address.ts";

type EventDetail = NonNullable<EventQueryQuery["eventById"]>;

/**
 * schema.org Event data for search engines (https://schema.org/Event): every URL absolute, one Offer per
 * ticket type a visitor can see, pointing at the purchase page.
 */
export function eventJsonLd(event: EventDetail, site: { siteName: string; publicUrl: string }) {
  const { publicUrl } = site;
  const pageUrl = `${publicUrl}/evenementen/${event.id}`;
  const image = eventImageUrl(event.featuredImageUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.descriptionText,
    startDate: new Date(event.timeFrame.start).toISOString(),
    endDate: new Date(event.timeFrame.end).toISOString(),
    eventStatus: event.canceledAt ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: formatStreetAndTown(event.location),
      address: {
        "@type": "PostalAddress",
        streetAddress: event.location.street,
        postalCode: event.location.postalCode,
        addressLocality: event.location.city,
        addressCountry: event.location.country,
      },
    },
    image: [/^https?:\/\//.test(image) ? image : `${publicUrl}${image}`],
    url: pageUrl,
    organizer: { "@type": "Organization", name: site.siteName, url: publicUrl },
    offers: event.ticketTypes
      .filter((ticket) => ticket.visible)
      .map((ticket) => ({
        "@type": "Offer",
        name: ticket.name,
        price: ticket.free ? 0 : ticket.price,
        priceCurrency: "EUR",
        availability:
          ticket.quantityAvailable - ticket.soldTickets > 0
            ? "https://schema.org/InStock"
            : "https://schema.org/SoldOut",
        url: `${pageUrl}/aanmelden`,
        ...(ticket.saleStartDateTime ? { validFrom: new Date(ticket.saleStartDateTime).toISOString() } : {}),
      })),
  };
}

/** JSON for a <script> element: '<' escaped so text like '</script>' in a description cannot end it early. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
