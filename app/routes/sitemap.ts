import type { Route } from "./+types/sitemap.ts";
import { SitemapQueryDocument } from "../graphql/generated.ts";
import { appServices, runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { coursePath, eventPath, SITE_PATHS } from "../../common/site-paths.ts";

/** The public pages that always exist; events and courses are added from the API. */
const STATIC_PATHS: string[] = [
  SITE_PATHS.home,
  SITE_PATHS.about,
  SITE_PATHS.contact,
  SITE_PATHS.friends,
  SITE_PATHS.vacancies,
  SITE_PATHS.events,
  SITE_PATHS.otherEvents,
  SITE_PATHS.courses,
];

/** sitemap.xml (https://www.sitemaps.org/protocol.html). Without the API it still lists the static pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = appServices(context);
  const paths = [...STATIC_PATHS];
  try {
    const { allEvents, allCourses } = await runOperation(context, SitemapQueryDocument);
    paths.push(...allEvents.nodes.map(({ id }) => eventPath(id)));
    paths.push(...allCourses.nodes.map(({ id }) => coursePath(id)));
  } catch (error) {
    // During an outage 503, so crawlers come back rather than drop the events and courses.
    rethrowUnlessApiError(error);
    console.error("Sitemap zonder evenementen en cursussen: ophalen mislukt:", error);
  }
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // New events show up within minutes without every crawler hit running the queries.
      "Cache-Control": "public, max-age=300",
    },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
