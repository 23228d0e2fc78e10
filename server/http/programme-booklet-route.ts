import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import type { DbOrTx } from "../db/client.ts";
import { findFeaturedForumProgramme, type ForumProgramme } from "../domain/events/forum-programme.ts";
import { amsterdamYear } from "../../common/format/dates.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";
import { fileSlug } from "../../common/file-slug.ts";
import { renderProgrammeBooklet, type BookletSite } from "../documents/programme-booklet.ts";
import { plainPage } from "./plain-page.ts";

export type ProgrammeBookletRouteOptions = {
  db: DbOrTx;
  now: () => Date;
  site: BookletSite;
  /** Default: the real renderer; a test counts its calls. */
  render?: typeof renderProgrammeBooklet;
};

/**
 * GET /programmaboekje.pdf: the booklet of the featured forum, as the database has it now. The programme is
 * read on each request (a cheap query) and the PDF rendered only when what it shows changed: the last
 * rendering is kept, keyed by a hash of the programme and site it was made from. That hash is the ETag, so a
 * browser that has this version gets a 304. Shared caches may keep it for five minutes: a rush after a newsletter
 * does not even reach us.
 */
export function programmeBookletRoute(options: ProgrammeBookletRouteOptions): RequestHandler {
  const { db, now, site } = options;
  const booklet = latestBooklet(options.render ?? renderProgrammeBooklet, site);
  return async (req, res, next) => {
    try {
      const programme = await findFeaturedForumProgramme(db, now());
      if (!programme) {
        res.status(404).type("html").set("Cache-Control", "public, max-age=60").send(noBookletPage(site.name));
        return;
      }
      const { etag, pdf } = booklet(programme);
      const fileName = bookletFileName(programme.forum.name, amsterdamYear(programme.forum.startsAt));
      res
        .type("application/pdf")
        .set("ETag", etag)
        .set("Content-Disposition", `attachment; filename="${fileName}"`)
        .set("Cache-Control", "public, max-age=300");
      if (hasVersion(req.get("If-None-Match"), etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).send(await pdf);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The booklet for a programme: the one rendered last when the programme and site are the same, else a new
 * rendering, which concurrent requests share. A failed rendering is forgotten, so the next request tries again.
 * The ETag is weak: two renderings of the same programme differ in their bytes (pdfkit stamps the creation time),
 * not in what they show.
 */
function latestBooklet(render: typeof renderProgrammeBooklet, site: BookletSite) {
  let latest: { fingerprint: string; pdf: Promise<Buffer> } | undefined;
  return (programme: ForumProgramme) => {
    const fingerprint = createHash("sha256").update(JSON.stringify({ programme, site })).digest("base64url");
    if (latest?.fingerprint !== fingerprint) {
      const pdf = render(programme, site);
      const rendering = { fingerprint, pdf };
      latest = rendering;
      pdf.catch(() => {
        if (latest === rendering) latest = undefined;
      });
    }
    return { etag: `W/"${fingerprint}"`, pdf: latest.pdf };
  };
}

/**
 * Whether If-None-Match names this version (weak comparison, RFC 9110 §13.1.2). Not Express's req.fresh: that
 * ignores the header when the request also says Cache-Control: no-cache, as fetch() does for conditional requests.
 */
function hasVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return (ifNoneMatch ?? "").split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** 'programmaboekje-forensisch-forum-jaarcongres-2027.pdf'; the year is added when the name lacks it. */
export function bookletFileName(forumName: string, year: number): string {
  const slug = fileSlug(forumName);
  const withYear = new RegExp(`(^|-)${year}(-|$)`).test(slug) ? slug : [slug, year].filter(Boolean).join("-");
  return `programmaboekje-${withYear}.pdf`;
}

function noBookletPage(siteName: string): string {
  return plainPage({
    siteName,
    heading: "Geen programmaboekje",
    text: "Er is op dit moment geen programmaboekje beschikbaar.",
    link: { href: SITE_PATHS.events, label: "Bekijk onze evenementen" },
  });
}
