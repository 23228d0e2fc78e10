import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AboutPageDocument, StaffSitePageDocument, TermsPageDocument } from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, sitePageVersions } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import {
  publishSitePage,
  restoreSitePageVersion,
  saveSitePageDraft,
} from "../../server/domain/site-pages/manage-site-pages.ts";
import { createPublishedPagesCopy, readPublishedPage } from "../../server/domain/site-pages/published-pages.ts";
import { findStaffSitePage, listSitePageVersions } from "../../server/domain/site-pages/staff-site-pages.ts";
import { PUBLIC_CONTENT_CHANNEL } from "../../server/http/page-cache.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { DEMO_PAGE_CONTENT, pageEditorAt, publishPage, saveDraft } from "../support/factories/site-pages.ts";
import { createStaffMember, staffCookieFor, staffDeps } from "../support/factories/staff.ts";
import { factoryDeps } from "../support/factories/deps.ts";

// The site's own pages (server/domain/site-pages/): a draft is never public, publishing makes the next version
// once however often or however concurrently it is asked, restoring publishes a copy of an old version, rich
// text passes the allow-list on the way in and on the way out, and only content.manage may do any of it.
const NOW = new Date("2027-03-11T09:00:00Z");
const TERMS = DEMO_PAGE_CONTENT.terms;

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return "OK";
  } catch (error) {
    return error instanceof DomainError ? error.code : `onverwacht: ${String(error)}`;
  }
};

for (const database of testDatabases()) {
  describe(`The site's pages on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let editor: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      editor = await pageEditorAt(handle.db, NOW);
    });
    afterAll(() => handle.close());

    const versionsOf = async (key: "terms" | "about" | "contact") =>
      (await handle.db.select().from(sitePageVersions).where(eq(sitePageVersions.pageKey, key))).length;

    it("publishes the draft as version 1, with an audit row for the draft and one for the publication", async () => {
      await publishPage(editor, "terms");
      const page = await readPublishedPage(editor, "terms");
      expect(page?.version).toBe(1);
      expect(page?.content.title).toBe(TERMS.title);
      const rows = await handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "site_page"), eq(auditLog.entityId, "terms")));
      expect(rows.map((row) => row.action).sort()).toEqual(["create", "publish"]);
    });

    it("never shows a draft to a visitor: the public query answers the version in force", async () => {
      await saveDraft(editor, "terms", { ...TERMS, title: "Concept van de voorwaarden" });
      const visitor = await graphqlClient(handle.db, NOW).run(TermsPageDocument, {});
      const content = visitor.data?.sitePage?.content;
      expect(content?.__typename === "TermsPageContent" && content.title).toBe(TERMS.title);
      const staff = await findStaffSitePage(editor, "terms");
      expect(staff.hasUnpublishedChanges).toBe(true);
      expect(staff.draft?.title).toBe("Concept van de voorwaarden");
    });

    it("refuses the drafts to anyone without content.manage, signed in or not", async () => {
      const api = graphqlClient(handle.db, NOW);
      const anonymous = await api.run(StaffSitePageDocument, { key: "TERMS" });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      for (const role of ["balie", "financien"] as const) {
        const member = await createStaffMember(handle.db, NOW, { roles: [role] });
        const cookie = await staffCookieFor(handle.db, member.id, NOW);
        const answer = await api.run(StaffSitePageDocument, { key: "TERMS" }, { cookie });
        expect(answer.errors?.[0]?.extensions?.code, role).toBe("FORBIDDEN");
        const deps = await staffDeps(factoryDeps(handle.db, NOW), { roles: [role] });
        expect(await codeOf(publishSitePage(deps, { key: "terms", revision: 2 })), role).toBe("FORBIDDEN");
      }
    });

    it("makes one version of a draft published twice at the same moment, and none when it is published again", async () => {
      const revision = await saveDraft(editor, "contact", DEMO_PAGE_CONTENT.contact);
      const other = await pageEditorAt(handle.db, NOW);
      const outcomes = await Promise.all([
        codeOf(publishSitePage(editor, { key: "contact", revision })),
        codeOf(publishSitePage(other, { key: "contact", revision })),
      ]);
      expect(outcomes).toEqual(["OK", "OK"]);
      expect(await versionsOf("contact")).toBe(1);
      expect(await codeOf(publishSitePage(editor, { key: "contact", revision }))).toBe("OK");
      expect(await versionsOf("contact")).toBe(1);
    });

    it("refuses a save over a colleague's newer draft, and takes the same save twice as once", async () => {
      const { revision } = await findStaffSitePage(editor, "contact");
      const mine = { ...DEMO_PAGE_CONTENT.contact, intro: "Mijn inleiding." };
      const theirs = { ...DEMO_PAGE_CONTENT.contact, intro: "Hun inleiding." };
      const outcomes = await Promise.all([
        codeOf(saveSitePageDraft(editor, { key: "contact", revision, content: mine })),
        codeOf(saveSitePageDraft(editor, { key: "contact", revision, content: theirs })),
      ]);
      expect(outcomes.sort()).toEqual(["CONFLICT", "OK"]);
      const saved = await findStaffSitePage(editor, "contact");
      expect(saved.revision).toBe(revision + 1);
      const winner = saved.draft?.intro === "Mijn inleiding." ? mine : theirs;
      expect(await codeOf(saveSitePageDraft(editor, { key: "contact", revision, content: winner }))).toBe("OK");
      expect((await findStaffSitePage(editor, "contact")).revision).toBe(revision + 1);
      // A publish of the revision the colleague overtook is refused too: it is not what the editor saw.
      expect(await codeOf(publishSitePage(editor, { key: "contact", revision }))).toBe("CONFLICT");
    });

    it("restores an earlier version in one step as the next version, once however often it is asked", async () => {
      const changed = { ...TERMS, title: "Voorwaarden 2027" };
      await publishPage(editor, "terms", changed);
      expect((await readPublishedPage(editor, "terms"))?.content.title).toBe("Voorwaarden 2027");
      const outcomes = await Promise.all([
        codeOf(restoreSitePageVersion(editor, { key: "terms", version: 1 })),
        codeOf(restoreSitePageVersion(editor, { key: "terms", version: 1 })),
      ]);
      expect(outcomes).toEqual(["OK", "OK"]);
      const versions = await listSitePageVersions(editor, "terms");
      expect(versions.map((version) => [version.version, version.restoredFromVersion, version.restorable])).toEqual([
        [3, 1, false],
        [2, null, true],
        [1, null, true],
      ]);
      const page = await readPublishedPage(editor, "terms");
      expect(page?.content.title).toBe(TERMS.title);
      const staff = await findStaffSitePage(editor, "terms");
      expect(staff.draft?.title).toBe(TERMS.title);
      expect(staff.hasUnpublishedChanges).toBe(false);
      expect(await codeOf(restoreSitePageVersion(editor, { key: "terms", version: 9 }))).toBe("NOT_FOUND");
    });

    it("passes rich text through the allow-list when it is written and again when it is read", async () => {
      const mission = `<p>Missie<img src=x onerror="alert(1)"></p><script>alert(1)</script>`;
      await publishPage(editor, "about", { ...DEMO_PAGE_CONTENT.about, mission });
      const stored = await handle.db.select().from(sitePageVersions).where(eq(sitePageVersions.pageKey, "about"));
      expect(stored[0]?.content.mission).toBe("<p>Missie</p>");
      // A row that reached the database another way is sanitised on the way out.
      await handle.db.execute(
        sql`update site_page_versions set content = jsonb_set(content, '{mission}', '"<p onclick=\\"x()\\">Hallo</p><script>x()</script>"') where page_key = 'about'`,
      );
      const answer = await graphqlClient(handle.db, NOW).run(AboutPageDocument, {});
      const content = answer.data?.sitePage?.content;
      expect(content?.__typename === "AboutPageContent" && content.mission).toBe("<p>Hallo</p>");
    });

    it("refuses rich text with nothing left after the allow-list, and a portrait that is not in the library", async () => {
      const { revision } = await findStaffSitePage(editor, "about");
      const empty = saveSitePageDraft(editor, {
        key: "about",
        revision,
        content: { ...DEMO_PAGE_CONTENT.about, mission: "<script>alert(1)</script>" },
      });
      await expect(empty).rejects.toMatchObject({ code: "BAD_USER_INPUT", details: { field: "mission" } });
      const [first, ...rest] = DEMO_PAGE_CONTENT.about.boardMembers;
      const stranger = { ...first!, portraitUrl: "/media/00000000-0000-4000-8000-000000000000/portret.webp" };
      const portrait = saveSitePageDraft(editor, {
        key: "about",
        revision,
        content: { ...DEMO_PAGE_CONTENT.about, boardMembers: [stranger, ...rest] },
      });
      await expect(portrait).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        details: { field: "boardMembers.0.portraitUrl" },
      });
      const typedByHand = { ...first!, portraitUrl: "https://elders.example.org/foto.webp" };
      const elsewhere = saveSitePageDraft(editor, {
        key: "about",
        revision,
        content: { ...DEMO_PAGE_CONTENT.about, boardMembers: [typedByHand] },
      });
      await expect(elsewhere).rejects.toMatchObject({ details: { field: "boardMembers.0.portraitUrl" } });
    });

    it("lets the process's copy of the published pages go when any page is published", async () => {
      const copy = createPublishedPagesCopy();
      const listener = await handle.listen(PUBLIC_CONTENT_CHANNEL, copy.invalidate);
      try {
        const reader = { db: handle.db, publishedPages: copy };
        await readPublishedPage(reader, "footer");
        await readPublishedPage(reader, "footer");
        expect(copy.stats).toEqual({ hits: 1, loads: 1 });
        await publishPage(editor, "footer");
        await expect.poll(async () => (await readPublishedPage(reader, "footer"))?.version).toBe(1);
        expect(copy.stats.loads).toBe(2);
      } finally {
        await listener.close();
      }
    });
  });
}
