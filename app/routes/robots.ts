import type { Route } from "./+types/robots.ts";
import { appServices } from "../lib/app-services.ts";

/**
 * robots.txt: everything may be crawled except the certificate pages, which name a person; they also
 * say noindex. The sitemap lists the pages.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = appServices(context);
  const body = `User-agent: *\nAllow: /\nDisallow: /certificaat/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
