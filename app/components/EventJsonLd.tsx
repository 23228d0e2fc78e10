import { serializeJsonLd } from "../lib/event-json-ld.ts";

/** Structured data in the page body; search engines read JSON-LD anywhere in the document. */
export function EventJsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
