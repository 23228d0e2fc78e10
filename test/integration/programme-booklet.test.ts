import { TEST_SETTINGS } from "../support/deps.ts";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORUM_WORKSHOP_SLOTS } from "../../content/workshops.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { events } from "../../server/db/schema/index.ts";
import { seedDemoContent } from "../../server/db/seed/index.ts";
import { findFeaturedForumProgramme } from "../../server/domain/events/forum-programme.ts";
import { renderProgrammeBooklet } from "../../server/documents/programme-booklet.ts";
import { bookletFileName, programmeBookletRoute } from "../../server/http/programme-booklet-route.ts";
import { testDatabases } from "../support/databases.ts";
import { settingsForSite, testDeps } from "../support/deps.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";

// Seeded relative to this moment, the forum falls on Thursday 11 March 2027 (content/events.ts).
const now = new Date("2026-11-22T10:00:00Z");
const afterTheForum = new Date("2027-06-01T10:00:00Z");
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const workshopNames = FORUM_WORKSHOP_SLOTS.flatMap((slot) => slot.workshops.map((workshop) => workshop.name));

/** All text of a PDF, as a reader would copy it, with runs of white space made single spaces. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str, item.hasEOL ? "\n" : "");
  }
  await document.destroy();
  return { pages: document.numPages, text: parts.join("").replace(/\s+/g, " ") };
}

function expectValidPdf(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-8).toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
}

for (const database of testDatabases()) {
  describe(`programme booklet on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let server: Server;
    let baseUrl: string;
    let clock = now;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoContent(handle.db, { now: now, settings: TEST_SETTINGS });
      const app = testHttpApp(testDeps(handle.db, () => clock, { settings: settingsForSite(site) }));
      server = app.listen(0, "127.0.0.1");
      await once(server, "listening");
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server?.close();
      await handle?.close();
    });

    it("gathers the featured forum with its time slots and workshops", async () => {
      const programme = await findFeaturedForumProgramme(handle.db, now);
      expect(programme?.forum.name).toBe("Forensisch Forum Jaarcongres 2027");
      expect(programme?.forum.location.city).toBe("Amersfoort");
      expect(programme?.slots.map((slot) => slot.workshops.map((workshop) => workshop.name))).toEqual(
        FORUM_WORKSHOP_SLOTS.map((slot) => slot.workshops.map((workshop) => workshop.name)),
      );
      expect(programme?.slots[0]?.workshops[0]?.capacity).toBe(FORUM_WORKSHOP_SLOTS[0]?.workshops[0]?.capacity);
    });

    it("renders a PDF with the forum, its date, every time slot and every workshop", async () => {
      const programme = await findFeaturedForumProgramme(handle.db, now);
      const pdf = await renderProgrammeBooklet(programme!, site);
      expectValidPdf(pdf);
      const { pages, text } = await pdfText(pdf);
      expect(text).toContain("Forensisch Forum Jaarcongres 2027");
      expect(text).toContain("donderdag 11 maart 2027");
      expect(text).toContain("09:30 - 17:00 uur");
      expect(text).toContain("Lindelaan 40, 3822 XK Amersfoort");
      expect(text).toContain("Tijdvak 13:00 - 14:15");
      expect(text).toContain("Tijdvak 14:45 - 16:00");
      for (const name of workshopNames) expect(text).toContain(name);
      expect(text).toContain("40 plaatsen");
      // Speaker and room under each workshop's name.
      expect(text).toContain("Door Marieke Smit (FPK Noorderhaven) · Zaal 1");
      expect(text).toContain("https://forensischforum.example.org/workshops/aanmelden");
      expect(text).toContain(`Pagina ${pages} van ${pages}`);
    });

    it("serves the booklet as a download at /programmaboekje.pdf", async () => {
      clock = now;
      const response = await fetch(`${baseUrl}/programmaboekje.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="programmaboekje-forensisch-forum-jaarcongres-2027.pdf"',
      );
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(response.headers.get("etag")).toMatch(/^W\/"/);
      const pdf = Buffer.from(await response.arrayBuffer());
      expectValidPdf(pdf);
      expect((await pdfText(pdf)).text).toContain("Forensisch Forum Jaarcongres 2027");
    });

    it("renders the booklet once per change of the programme, and answers 304 to a reader who has it", async () => {
      clock = now;
      let renders = 0;
      const countingRender: typeof renderProgrammeBooklet = (programme, bookletSite) => {
        renders++;
        return renderProgrammeBooklet(programme, bookletSite);
      };
      const app = express().get(
        "/boekje.pdf",
        programmeBookletRoute({ db: handle.db, now: () => clock, site, render: countingRender }),
      );
      const booklet = await listenOnFreePort(app);
      const get = (headers: Record<string, string> = {}) => fetch(`${booklet.url}/boekje.pdf`, { headers });
      try {
        const first = await get();
        expect(first.status).toBe(200);
        const etag = first.headers.get("etag");
        expect(etag).toMatch(/^W\/"[\w-]{43}"$/);
        const firstPdf = Buffer.from(await first.arrayBuffer());
        expectValidPdf(firstPdf);

        const again = await get();
        expect(again.headers.get("etag")).toBe(etag);
        expect(Buffer.from(await again.arrayBuffer()).equals(firstPdf)).toBe(true);
        const notModified = await get({ "If-None-Match": etag! });
        expect(notModified.status).toBe(304);
        expect(await notModified.text()).toBe("");
        expect(renders).toBe(1);

        // A change to what the booklet shows renders it again, once for a rush of readers.
        await handle.db
          .update(events)
          .set({ description: "Het programma is gewijzigd: een nieuwe inleiding." })
          .where(eq(events.type, "FORUM"));
        const rush = await Promise.all([get({ "If-None-Match": etag! }), get(), get(), get()]);
        expect(rush.map((response) => response.status)).toEqual([200, 200, 200, 200]);
        const etags = new Set(rush.map((response) => response.headers.get("etag")));
        expect(etags.size).toBe(1);
        expect(etags.has(etag)).toBe(false);
        expect(renders).toBe(2);
        const changedPdf = Buffer.from(await rush[1]!.arrayBuffer());
        expect((await pdfText(changedPdf)).text).toContain("Het programma is gewijzigd: een nieuwe inleiding.");
      } finally {
        await booklet.close();
      }
    });

    it("answers 404 with a Dutch page when the forum has ended", async () => {
      clock = afterTheForum;
      expect(await findFeaturedForumProgramme(handle.db, afterTheForum)).toBeNull();
      const response = await fetch(`${baseUrl}/programmaboekje.pdf`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain("Er is op dit moment geen programmaboekje beschikbaar.");
      expect(html).toContain('href="/evenementen"');
    });

    it("has no booklet when the featured event is not a forum", async () => {
      clock = now;
      await handle.db.update(events).set({ featured: false }).where(eq(events.type, "FORUM"));
      await handle.db
        .update(events)
        .set({ featured: true })
        .where(eq(events.name, "Themamiddag: risicotaxatie in de praktijk"));
      expect(await findFeaturedForumProgramme(handle.db, now)).toBeNull();
      expect((await fetch(`${baseUrl}/programmaboekje.pdf`)).status).toBe(404);
    });
  });
}

describe("a forum without workshops yet", () => {
  it("still gets a booklet, which says the programme follows", async () => {
    const startsAt = new Date("2027-03-11T08:30:00Z");
    const forum = { id: "f", name: "Forensisch Forum Jaarcongres 2027", description: "", startsAt, endsAt: startsAt };
    const location = { street: "", postalCode: "", city: "Amersfoort", country: "Nederland" };
    const pdf = await renderProgrammeBooklet({ forum: { ...forum, location }, slots: [] }, site);
    expectValidPdf(pdf);
    const { text } = await pdfText(pdf);
    expect(text).toContain("Het workshopprogramma wordt binnenkort bekendgemaakt.");
    expect(text).not.toContain("Tijdvak");
  });
});

describe("booklet file name", () => {
  it("is the forum's name as a slug, with the year added only when the name lacks it", () => {
    expect(bookletFileName("Forensisch Forum Jaarcongres 2027", 2027)).toBe(
      "programmaboekje-forensisch-forum-jaarcongres-2027.pdf",
    );
    expect(bookletFileName("Forensisch Forum: Één keten!", 2028)).toBe(
      "programmaboekje-forensisch-forum-een-keten-2028.pdf",
    );
  });
});
