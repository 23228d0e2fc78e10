import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema/index.ts";
import { auditLog, courses, events, mediaFiles, organizations, siteNotices } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { deleteMediaFile, MEDIA_IN_USE_MESSAGE } from "../../server/domain/media/delete-media.ts";
import { listMediaFiles } from "../../server/domain/media/list-media.ts";
import { CONTENT_PLACES, mediaIdColumnsOf, mediaUsages } from "../../server/domain/media/media-usage.ts";
import { fileMediaStorage, type MediaStorage } from "../../server/domain/media/storage.ts";
import { runRetention } from "../../server/domain/privacy/run-retention.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createCourse } from "../support/factories/courses.ts";
import { createEvent } from "../support/factories/events.ts";
import { addOrganization, createFriend, createTestSiteNotice } from "../support/factories/content.ts";
import { pdfOf, pngOf, storeBytes } from "../support/factories/media.ts";
import { publishPage } from "../support/factories/site-pages.ts";
import { DEMO_ABOUT } from "../../content/site-pages.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";

/**
 * The tables that hold no content an upload could be shown in, each with why. With CONTENT_PLACES
 * (server/domain/media/media-usage.ts) they name every table of the schema: a new table must be put in one of the
 * two lists, so a new kind of content cannot keep images that the retention job then deletes.
 */
const NO_CONTENT_TABLES: Record<string, string> = {
  accreditation_parts: "points per part",
  accreditation_registers: "links",
  accreditations: "numbers and a signatory's name",
  affiliate_members: "links",
  audit_log: "history of changes, not shown on the site",
  certificates: "a person's certificate, made from names and numbers",
  check_ins: "presence",
  course_enrollments: "personal data",
  course_waitlist_entries: "personal data",
  invoice_number_sequence: "a counter",
  invoice_payments: "money",
  invoice_reminders: "money",
  invoices: "immutable money documents",
  job_runs: "job bookkeeping",
  mail_outbox: "mails written from content at the time; retained for days only",
  media_files: "the uploads themselves",
  order_cancellations: "money",
  order_lines: "money",
  orders: "money and personal data",
  payments: "money",
  personal_data_links: "tokens",
  presence_report_lines: "numbers",
  presence_reports: "numbers",
  privacy_requests: "counts",
  rate_limit_counters: "counters",
  refunds: "money",
  registers: "names and number formats",
  registration_numbers: "numbers",
  staff_members: "accounts",
  staff_messages: "mails sent to participants: history",
  staff_passkey_challenges: "tokens",
  staff_passkey_policies: "settings",
  staff_passkeys: "public keys",
  staff_sessions: "sessions",
  staff_sign_in_links: "tokens",
  staff_todos: "work items",
  test_provider_payments: "the built-in test provider",
  test_provider_refunds: "the built-in test provider",
  tickets: "personal data",
  worker_heartbeats: "job bookkeeping",
  workshop_registrations: "personal data",
  workshop_slots: "times only",
  workshop_waitlist_entries: "personal data",
};

const NOW = new Date("2026-11-23T10:00:00Z");
const DAY = 24 * 3600_000;

describe("the list of content that can use an upload", () => {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => value instanceof PgTable,
  );
  const contentNames = CONTENT_PLACES.map((place) => getTableConfig(place.table).name);

  it("names every table of the schema once: as content, or as holding none", () => {
    const names = tables.map((table) => getTableConfig(table).name);
    const unclassified = names.filter((name) => !contentNames.includes(name) && !(name in NO_CONTENT_TABLES));
    expect(unclassified, "zet de tabel in CONTENT_PLACES of in NO_CONTENT_TABLES").toEqual([]);
    expect(contentNames.filter((name) => name in NO_CONTENT_TABLES)).toEqual([]);
    expect(Object.keys(NO_CONTENT_TABLES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("searches every column that references media_files", () => {
    const referencing = tables.filter((table) => mediaIdColumnsOf(table).length > 0).map((t) => getTableConfig(t).name);
    expect(referencing.length).toBeGreaterThan(0);
    expect(referencing.filter((name) => !contentNames.includes(name))).toEqual([]);
  });
});

for (const database of testDatabases()) {
  describe(`Where uploads are used, deleting them and the retention of unused ones, on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let dir: string;
    let storage: MediaStorage;
    let redacteur: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      dir = await mkdtemp(path.join(tmpdir(), "ff-media-usage-"));
      storage = fileMediaStorage(dir);
      const member = await createStaffMember(handle.db, NOW, {
        email: "redactie@example.org",
        name: "Redactie",
        roles: ["redacteur"],
      });
      redacteur = actingAs(testDeps(handle.db, NOW, { mediaStorage: storage }), staffActor(member));
    });

    afterAll(async () => {
      await handle?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const upload = async (kind = "EVENT_IMAGE", at = NOW) => {
      const deps = { ...redacteur, clock: () => at };
      if (kind === "PDF")
        return storeBytes(deps, storage, {
          bytes: await pdfOf(),
          filename: "p.pdf",
          contentType: "application/pdf",
          kind,
        });
      const bytes = kind === "LOGO" ? await pngOf(320, 96) : await pngOf(1200, 630);
      return storeBytes(deps, storage, {
        bytes,
        filename: "x.png",
        contentType: "image/png",
        kind,
        altText: "Een zaal",
      });
    };
    const folders = async () => (await readdir(dir)).filter((name) => !name.startsWith("."));
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    };

    it("finds each upload where content uses it: URL fields, rich text, a notice's PDF, a page's content", async () => {
      const [image, logo, friendLogo, inText, pdf, portrait] = await Promise.all([
        upload(),
        upload("LOGO"),
        upload("LOGO"),
        upload(),
        upload("PDF"),
        upload("PORTRAIT"),
      ]);
      const { eventId } = await createEvent(handle.db, NOW, { name: "Jaarcongres" });
      await handle.db.update(events).set({ featuredImageUrl: image!.url }).where(eq(events.id, eventId));
      const course = await createCourse(handle.db, { title: "Risicotaxatie" });
      const html = `<p>Zie <img src="${inText!.url.replace("1200", "800")}" alt="x"></p>`;
      await handle.db.update(courses).set({ descriptionHtml: html }).where(eq(courses.id, course.id));
      const organizationId = await addOrganization(handle.db, { name: "FPC Noord", website: "https://n.example.org" });
      await handle.db.update(organizations).set({ logoUrl: logo!.url }).where(eq(organizations.id, organizationId));
      const friendId = await createFriend(handle.db, organizationId, NOW, { logoUrl: friendLogo!.url });
      const noticeId = await createTestSiteNotice(handle.db, {
        text: "Het programma",
        linkText: "Het programma (pdf)",
      });
      await handle.db
        .update(siteNotices)
        .set({ pdfMediaId: pdf!.id, linkText: "Het programma (pdf)" })
        .where(eq(siteNotices.id, noticeId));
      const [first, ...others] = DEMO_ABOUT.boardMembers;
      await publishPage(redacteur, "about", {
        ...DEMO_ABOUT,
        boardMembers: [{ ...first, portraitUrl: portrait!.url }, ...others],
      });

      const usages = await mediaUsages(handle.db);
      expect(usages.get(image!.id)).toEqual([
        { place: "Evenement", name: "Jaarcongres", href: `/beheer/evenementen/${eventId}` },
      ]);
      expect(usages.get(inText!.id)).toEqual([
        { place: "Cursus", name: "Risicotaxatie", href: `/beheer/cursussen/${course.id}` },
      ]);
      expect(usages.get(logo!.id)).toEqual([
        { place: "Organisatie", name: "FPC Noord", href: `/beheer/organisaties/${organizationId}` },
      ]);
      expect(usages.get(friendLogo!.id)).toEqual([
        { place: "Vriend", name: "FPC Noord", href: `/beheer/vrienden/${friendId}` },
      ]);
      expect(usages.get(portrait!.id)).toEqual([
        { place: "Pagina (concept)", name: "about", href: "/beheer/paginas/about" },
        { place: "Pagina (gepubliceerde versie)", name: "about", href: "/beheer/paginas/about" },
      ]);
      expect(usages.get(pdf!.id)).toEqual([
        { place: "Melding", name: "Het programma", href: `/beheer/meldingen/${noticeId}` },
      ]);

      const list = await listMediaFiles(redacteur, "EVENT_IMAGE", { first: 50 });
      const listed = list.nodes.find((node) => node.id === image!.id);
      expect(listed).toMatchObject({ canDelete: false, usedIn: [{ place: "Evenement" }] });
    });

    it("deletes an unused upload once, with its files and an audit row, and refuses one in use in Dutch", async () => {
      const unused = await upload();
      expect(await folders()).toContain(unused.id);
      const outcomes = await Promise.allSettled([
        deleteMediaFile(redacteur, unused.id),
        deleteMediaFile(redacteur, unused.id),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
      const secondRefusal = outcomes.find((outcome) => outcome.status === "rejected")!.reason as DomainError;
      expect(secondRefusal.code).toBe("NOT_FOUND");
      expect(await handle.db.select().from(mediaFiles).where(eq(mediaFiles.id, unused.id))).toEqual([]);
      expect(await folders()).not.toContain(unused.id);
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, unused.id));
      expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete"]);
      expect((await refusal(deleteMediaFile(redacteur, unused.id))).message).toMatch(/bestaat niet \(meer\)/);

      const used = await upload();
      const { eventId } = await createEvent(handle.db, NOW);
      await handle.db
        .update(events)
        .set({ description: `<img src="${used.url}">` })
        .where(eq(events.id, eventId));
      const error = await refusal(deleteMediaFile(redacteur, used.id));
      expect([error.code, error.message]).toEqual(["CONFLICT", MEDIA_IN_USE_MESSAGE]);
      expect(await handle.db.select().from(mediaFiles).where(eq(mediaFiles.id, used.id))).toHaveLength(1);
      expect(await folders()).toContain(used.id);

      const visitor = testDeps(handle.db, NOW, { mediaStorage: storage });
      expect((await refusal(deleteMediaFile(visitor, used.id))).code).toBe("UNAUTHENTICATED");
    });

    it("removes, once a day, the uploads no content has used for a day, and keeps the rest", async () => {
      const old = new Date(NOW.getTime() - 2 * DAY);
      const oldUnused = await upload("EVENT_IMAGE", old);
      const oldUsed = await upload("EVENT_IMAGE", old);
      const fresh = await upload("EVENT_IMAGE", new Date(NOW.getTime() - 3600_000));
      const { eventId } = await createEvent(handle.db, NOW);
      await handle.db.update(events).set({ featuredImageUrl: oldUsed.url }).where(eq(events.id, eventId));

      const deps = testDeps(handle.db, NOW, { mediaStorage: storage });
      const run = await runRetention(deps, { force: true });
      expect(run.counts.unused_media).toBeGreaterThanOrEqual(1);
      const ids = (await handle.db.select({ id: mediaFiles.id }).from(mediaFiles)).map((row) => row.id);
      expect(ids).not.toContain(oldUnused.id);
      expect(ids).toEqual(expect.arrayContaining([oldUsed.id, fresh.id]));
      expect(await folders()).not.toContain(oldUnused.id);
      expect(await folders()).toEqual(expect.arrayContaining([oldUsed.id, fresh.id]));

      const again = await runRetention(deps, { force: true });
      expect(again.counts.unused_media).toBe(0);
      // Without the media folder (a script, a process without DATA_DIR) nothing is deleted at all.
      await handle.db.update(events).set({ featuredImageUrl: null }).where(eq(events.id, eventId));
      const withoutFiles = await runRetention(testDeps(handle.db, NOW), { force: true });
      expect(withoutFiles.counts.unused_media).toBe(0);
    });
  });
}
