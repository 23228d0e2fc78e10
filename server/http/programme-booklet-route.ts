import type { RequestHandler } from "express";
import type { DbOrTx } from "../db/client.ts";
import { findFeaturedForumProgramme } from "../domain/events/forum-programme.ts";
import { amsterdamYear } from "../../common/format/dates.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";
import { fileSlug } from "../../common/file-slug.ts";
import { renderProgrammeBooklet, type BookletSite } from "../documents/programme-booklet.ts";
import { plainPage } from "./plain-page.ts";

export type ProgrammeBookletRouteOptions = { db: DbOrTx; now: () => Date; site: BookletSite };

/**
 * GET /programmaboekje.pdf: the booklet of the featured forum, made from the database on each request, so it
 * always shows the current programme. Shared caches may keep it for five minutes: a change to the programme
 * shows up soon enough, and a rush after a newsletter does not render it for every visitor.
 */
export function programmeBookletRoute({ db, now, site }: ProgrammeBookletRouteOptions): RequestHandler {
  return async (_req, res, next) => {
    try {
      const programme = await findFeaturedForumProgramme(db, now());
      if (!programme) {
        res.status(404).type("html").set("Cache-Control", "public, max-age=60").send(noBookletPage(site.name));
        return;
      }
      const pdf = await renderProgrammeBooklet(programme, site);
      const fileName = bookletFileName(programme.forum.name, amsterdamYear(programme.forum.startsAt));
      res
        .status(200)
        .type("application/pdf")
        .set("Content-Disposition", `attachment; filename="${fileName}"`)
        .set("Cache-Control", "public, max-age=300")
        .send(pdf);
    } catch (error) {
      next(error);
    }
  };
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
