import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, siteNotices, type StaffRole } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { fileMediaStorage, type MediaStorage } from "../../server/domain/media/storage.ts";
import { MEDIA_LIMITS } from "../../common/media.ts";
import {
  createSiteNotice,
  deleteSiteNotice,
  listStaffSiteNotices,
  moveSiteNotice,
  updateSiteNotice,
} from "../../server/domain/site-notices/manage-site-notices.ts";
import { createSiteNoticeCopy } from "../../server/domain/site-notices/notice-copy.ts";
import { siteNoticesInForce } from "../../server/domain/site-notices/notices-in-force.ts";
import { PUBLIC_CONTENT_CHANNEL } from "../../server/http/page-cache.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { pdfOf, pngOf, storeBytes } from "../support/factories/media.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";

// Staff make the notices of the public site; the site shows those in force now, in their order. Every change writes
// its audit row in its transaction, is safe to repeat, and what the permission table or the rules refuse changes
// nothing.
const NOW = new Date("2027-02-01T09:00:00Z");
const HOUR = 3_600_000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

type NoticeFields = {
  text: string;
  linkUrl: string | null;
  pdfMediaId: string | null;
  linkText: string | null;
  shownFrom: Date | null;
  shownUntil: Date | null;
  dismissible: boolean;
};

const NOTICE: NoticeFields = {
  text: "Het programmaboekje van ons jaarcongres staat klaar.",
  linkUrl: "/programmaboekje.pdf",
  pdfMediaId: null,
  linkText: "Download het programmaboekje (pdf)",
  shownFrom: null,
  shownUntil: null,
  dismissible: true,
};

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

for (const database of testDatabases()) {
  describe(`Site notices on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let dir: string;
    let storage: MediaStorage;
    let clock = NOW;
    /** A second further at every reading, so the audit rows of one notice come in the order they were made. */
    let ticks = 0;
    const as: Partial<Record<StaffRole | "visitor", ServiceDeps>> = {};
    const deps = (who: StaffRole | "visitor") => as[who]!;

    beforeAll(async () => {
      handle = await database.open();
      dir = await mkdtemp(path.join(tmpdir(), "ff-notices-"));
      storage = fileMediaStorage(dir);
      const base = testDeps(handle.db, () => new Date(clock.getTime() + ++ticks * 1000));
      as.visitor = base;
      for (const role of ["beheerder", "redacteur", "financien", "balie"] as StaffRole[]) {
        const member = await createStaffMember(handle.db, NOW, { roles: [role], email: `${role}@example.org` });
        as[role] = actingAs(base, staffActor(member));
      }
    });

    beforeEach(async () => {
      clock = NOW;
      ticks = 0;
      await handle.db.delete(siteNotices);
    });

    afterAll(async () => {
      await handle?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const create = (fields: Partial<NoticeFields> = {}, who: StaffRole = "redacteur", creationKey = randomUUID()) =>
      createSiteNotice(deps(who), { creationKey, ...NOTICE, ...fields });
    const auditOf = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at, auditLog.id);
    const noticeCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(siteNotices))[0]!.n;
    const inForceAt = async (at: Date) =>
      (await siteNoticesInForce({ ...deps("visitor"), clock: () => at })).map((notice) => notice.text);

    it("shows the notices whose 'from' has come and whose 'until' has not, by the clock, in their order", async () => {
      await create({ text: "Altijd" });
      await create({ text: "Vanaf morgen", shownFrom: later(24) });
      await create({ text: "Tot over een uur", shownUntil: later(1) });
      await create({ text: "Al voorbij", shownFrom: later(-48), shownUntil: later(-24) });

      expect(await inForceAt(NOW)).toEqual(["Altijd", "Tot over een uur"]);
      expect(await inForceAt(later(1))).toEqual(["Altijd"]);
      expect(await inForceAt(later(24))).toEqual(["Altijd", "Vanaf morgen"]);
      const statuses = (await listStaffSiteNotices(deps("redacteur"))).map((notice) => notice.text);
      expect(statuses).toEqual(["Altijd", "Vanaf morgen", "Tot over een uur", "Al voorbij"]);
    });

    it("tells the public site what it needs: the text, the link (a PDF or not) and whether it closes", async () => {
      await create({ dismissible: false });
      await create({ text: "Zonder link", linkUrl: null, linkText: "wordt weggelaten" });
      const [booklet, plain] = await siteNoticesInForce(deps("visitor"));
      expect(booklet).toMatchObject({
        text: NOTICE.text,
        link: { href: "/programmaboekje.pdf", text: NOTICE.linkText, isPdf: true },
        dismissible: false,
      });
      expect(plain?.link).toBeNull();
    });

    it("moves a notice up and down, renumbering the order, with an audit row per moved notice", async () => {
      const [a, b, c] = [await create({ text: "A" }), await create({ text: "B" }), await create({ text: "C" })];
      await moveSiteNotice(deps("redacteur"), c.id, "UP");
      expect(await inForceAt(NOW)).toEqual(["A", "C", "B"]);
      await moveSiteNotice(deps("beheerder"), a.id, "DOWN");
      expect(await inForceAt(NOW)).toEqual(["C", "A", "B"]);

      const before = (await auditOf(c.id)).length;
      // At the top (or the bottom) a move changes nothing and records nothing: a second click is harmless.
      const unchanged = await moveSiteNotice(deps("redacteur"), c.id, "UP");
      expect(unchanged.map((notice) => notice.text)).toEqual(["C", "A", "B"]);
      await moveSiteNotice(deps("redacteur"), b.id, "DOWN");
      expect((await auditOf(c.id)).length).toBe(before);
      expect((await auditOf(c.id)).map((row) => row.action)).toEqual(["create", "move", "update"]);
    });

    it("makes one notice of a form posted twice, and records one audit row", async () => {
      const key = randomUUID();
      const first = await create({}, "redacteur", key);
      const again = await create({ text: "Iets anders" }, "redacteur", key);
      expect(again.id).toBe(first.id);
      expect(again.text).toBe(NOTICE.text);
      expect(await noticeCount()).toBe(1);
      expect((await auditOf(first.id)).map((row) => row.action)).toEqual(["create"]);
    });

    it("records a change with the fields before and after, and the same values again records nothing", async () => {
      const notice = await create();
      const change = { ...NOTICE, text: "Het boekje is bijgewerkt.", shownUntil: later(72), dismissible: false };
      const changed = await updateSiteNotice(deps("redacteur"), notice.id, change);
      expect(changed).toMatchObject({ text: change.text, shownUntil: later(72), dismissible: false });
      await updateSiteNotice(deps("redacteur"), notice.id, change);
      const rows = await auditOf(notice.id);
      expect(rows.map((row) => row.action)).toEqual(["create", "update"]);
      expect(rows[1]).toMatchObject({
        entityType: "site_notice",
        before: { text: NOTICE.text, shownUntil: null, dismissible: true },
        after: { text: change.text, shownUntil: later(72).toISOString(), dismissible: false },
      });
    });

    it("deletes a notice once: a second delete is told it is gone, and changes nothing", async () => {
      const notice = await create();
      await deleteSiteNotice(deps("redacteur"), notice.id);
      expect((await refusal(deleteSiteNotice(deps("redacteur"), notice.id))).code).toBe("NOT_FOUND");
      expect(await noticeCount()).toBe(0);
      expect((await auditOf(notice.id)).map((row) => row.action)).toEqual(["create", "delete"]);
      expect(await inForceAt(NOW)).toEqual([]);
    });

    it("lets redacteur and beheerder manage notices; balie, financien and visitors are refused, writing nothing", async () => {
      const notice = await create({}, "beheerder");
      for (const who of ["balie", "financien", "visitor"] as const) {
        const code = who === "visitor" ? "UNAUTHENTICATED" : "FORBIDDEN";
        expect((await refusal(create({}, who as StaffRole))).code, who).toBe(code);
        expect((await refusal(updateSiteNotice(deps(who), notice.id, NOTICE))).code).toBe(code);
        expect((await refusal(deleteSiteNotice(deps(who), notice.id))).code).toBe(code);
        expect((await refusal(moveSiteNotice(deps(who), notice.id, "UP"))).code).toBe(code);
        expect((await refusal(listStaffSiteNotices(deps(who)))).code).toBe(code);
      }
      expect(await noticeCount()).toBe(1);
      expect((await auditOf(notice.id)).length).toBe(1);
    });

    it("refuses links that are not https or a path on this site", async () => {
      for (const linkUrl of [
        "javascript:alert(1)",
        "JavaScript:alert(document.cookie)",
        "data:text/html,<script>alert(1)</script>",
        "//evil.example/boekje.pdf",
        "http://example.org/boekje.pdf",
        "https://user:pass@example.org/",
        "/../../etc/passwd",
        '/boekje.pdf" onclick="x',
      ]) {
        const error = await refusal(create({ linkUrl }));
        expect(error.code, linkUrl).toBe("BAD_USER_INPUT");
        expect(error.details.field, linkUrl).toBe("linkUrl");
      }
      expect(await noticeCount()).toBe(0);
    });

    it("refuses a long text, a link without its text, two links, a period that ends before it starts", async () => {
      const cases: [Partial<NoticeFields>, string][] = [
        [{ text: "x".repeat(121) }, "text"],
        [{ text: "" }, "text"],
        [{ text: "Twee\nregels" }, "text"],
        [{ linkText: null }, "linkText"],
        [{ linkText: "x".repeat(81) }, "linkText"],
        [{ pdfMediaId: randomUUID() }, "linkUrl"],
        [{ shownFrom: later(2), shownUntil: later(1) }, "shownUntil"],
        [{ shownFrom: later(1), shownUntil: later(1) }, "shownUntil"],
      ];
      for (const [fields, field] of cases) {
        const error = await refusal(create(fields));
        expect([error.code, error.details.field], field).toEqual(["BAD_USER_INPUT", field]);
      }
      expect((await refusal(createSiteNotice(deps("redacteur"), { ...NOTICE, creationKey: "x" }))).code).toBe(
        "BAD_USER_INPUT",
      );
      expect(await noticeCount()).toBe(0);
    });

    it("links to an uploaded PDF, and refuses an image, a made-up id, a non-PDF and a PDF over the limit", async () => {
      const upload = (bytes: Uint8Array | Buffer, kind = "PDF") =>
        storeBytes(deps("redacteur"), storage, {
          bytes: new Uint8Array(bytes),
          filename: "programma.pdf",
          contentType: "application/pdf",
          kind,
        });
      const pdf = await upload(await pdfOf());
      const notice = await create({ linkUrl: null, pdfMediaId: pdf.id, linkText: "Het programma (pdf)" });
      expect(notice.pdf).toEqual({
        id: pdf.id,
        url: `/media/${pdf.id}/document.pdf`,
        originalFilename: "programma.pdf",
      });
      const [shown] = await siteNoticesInForce(deps("visitor"));
      expect(shown?.link).toEqual({ href: `/media/${pdf.id}/document.pdf`, text: "Het programma (pdf)", isPdf: true });

      const logo = await upload(await pngOf(320, 96), "LOGO");
      for (const pdfMediaId of [logo.id, randomUUID()]) {
        const error = await refusal(create({ linkUrl: null, pdfMediaId }));
        expect([error.code, error.details.field]).toEqual(["NOT_FOUND", "pdfMediaId"]);
      }

      const truncated = (await pdfOf()).subarray(0, 200);
      const tooLarge = Buffer.concat([await pdfOf(), Buffer.alloc(MEDIA_LIMITS.maxPdfBytes)]);
      for (const bytes of [await pngOf(100, 100), Buffer.from("<html>%PDF-1.7 %%EOF"), truncated, tooLarge]) {
        const error = await refusal(upload(bytes));
        expect([error.code, error.details.field]).toEqual(["BAD_USER_INPUT", "file"]);
      }
      expect((await refusal(upload(await pdfOf(), "PDF").then(() => upload(new Uint8Array())))).message).toBe(
        "Kies een pdf-bestand om te uploaden.",
      );
      const balie = storeBytes(deps("balie"), storage, {
        bytes: new Uint8Array(await pdfOf()),
        filename: "x.pdf",
        contentType: "application/pdf",
        kind: "PDF",
      });
      expect((await refusal(balie)).code).toBe("FORBIDDEN");
      expect(await noticeCount()).toBe(1);
    });

    it("keeps an in-memory copy that the public_content notification drops, on commit only", async () => {
      const copy = createSiteNoticeCopy();
      const cached = { ...deps("visitor"), siteNotices: copy };
      let notified = 0;
      const listener = await handle.listen(PUBLIC_CONTENT_CHANNEL, () => {
        notified++;
        copy.invalidate();
      });
      const texts = async () => (await siteNoticesInForce(cached)).map((notice) => notice.text);
      /** Waits for the notification of a commit (PostgreSQL delivers it over its own connection, a moment later). */
      const afterNotification = async (write: () => Promise<unknown>) => {
        const before = notified;
        await write();
        await expect.poll(() => notified).toBeGreaterThan(before);
      };
      try {
        await afterNotification(() => create({ text: "Eerste" }));
        expect(await texts()).toEqual(["Eerste"]);
        // Written behind the trigger's back (replica mode fires no triggers): the copy keeps what it read.
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          await tx.update(siteNotices).set({ text: "Stil gewijzigd" });
        });
        expect(await texts()).toEqual(["Eerste"]);
        await afterNotification(() => create({ text: "Tweede" }));
        expect(await texts()).toEqual(["Stil gewijzigd", "Tweede"]);
      } finally {
        await listener.close();
      }
    });
  });
}
