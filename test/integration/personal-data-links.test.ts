import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { mailOutbox, personalDataLinks } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { erasePersonalDataByLink, personalDataByToken } from "../../server/domain/privacy/personal-data-access.ts";
import { PERSONAL_DATA_MESSAGES, requestPersonalDataLink } from "../../server/domain/privacy/personal-data-links.ts";
import { hashSecretToken } from "../../server/domain/staff/tokens.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { ALICE, insertSharedWorld } from "../support/factories/privacy.ts";
import { composeMailRequests } from "../support/mail-requests.ts";
import { tablesHolding } from "../support/staff-links.ts";

// The "Mijn gegevens" link (decision 0024): mailed on request, stored as a hash, valid for a while, requests limited.
const start = new Date("2027-04-01T10:00:00Z");
const MINUTE = 60_000;
const { linkMinutes, linkRequestsPerClientPerHour, linkRequestsPerAddressPerHour } = TEST_SETTINGS.privacy;

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return "OK";
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

for (const database of testDatabases()) {
  describe(`"Mijn gegevens" links on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    let clients = 0;
    const visitor = (clientIp = `192.0.2.${++clients}`): ServiceDeps =>
      actingAs(
        testDeps(handle.db, () => now),
        { kind: "visitor", clientIp },
      );
    /** The tokens of the links mailed to an address, oldest first, once the worker's composer wrote them. */
    const linksMailedTo = async (email: string) => {
      await composeMailRequests(handle.db, now);
      const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email.toLowerCase()));
      return mails
        .filter((mail) => mail.dedupeKey?.startsWith("personal-data-link"))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((mail) => ({ mail, token: /\/mijn-gegevens\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]! }));
    };

    const firstLinkOf = async (email: string) => {
      const [first] = await linksMailedTo(email);
      if (!first) throw new Error("geen link gemaild");
      return first;
    };

    beforeAll(async () => {
      handle = await database.open();
      await insertSharedWorld(handle.db);
    });
    afterAll(async () => handle?.close());

    it("answers known and unknown addresses with the same text, and mails each a link with its validity", async () => {
      now = start;
      const known = await requestPersonalDataLink(visitor(), { email: ALICE.email });
      const unknown = await requestPersonalDataLink(visitor(), { email: "onbekend@example.org" });
      expect(known).toEqual(unknown);
      expect(known.message).toBe(PERSONAL_DATA_MESSAGES.linkSent);
      const { mail } = await firstLinkOf(ALICE.email);
      expect(mail.subject).toBe("Je gegevens bij Forensisch Forum");
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(`${TEST_SETTINGS.site.publicUrl}/mijn-gegevens/`);
        expect(body).toContain(`De link werkt ${linkMinutes} minuten`);
        expect(body).toContain("Niet aangevraagd? Negeer deze mail");
      }
      expect(await linksMailedTo("onbekend@example.org")).toHaveLength(1);
    });

    it("stores only the SHA-256 of the token: its text is in no table but the mail", async () => {
      const { token } = await firstLinkOf(ALICE.email);
      expect(await tablesHolding(handle.db, token)).toEqual(["mail_outbox"]);
      const [row] = await handle.db
        .select()
        .from(personalDataLinks)
        .where(eq(personalDataLinks.tokenHash, hashSecretToken(token)));
      expect(row!.email).toBe(ALICE.email.toLowerCase());
    });

    it(`opens the address's data for ${linkMinutes} minutes, then says it expired; an unknown token is unknown`, async () => {
      const { token } = await firstLinkOf(ALICE.email);
      now = new Date(start.getTime() + linkMinutes * MINUTE - 1000);
      const open = await personalDataByToken(visitor(), token);
      expect(open.status).toBe("VALID");
      expect(open.data?.orders).toHaveLength(1);
      now = new Date(start.getTime() + linkMinutes * MINUTE);
      expect(await personalDataByToken(visitor(), token)).toEqual({
        status: "EXPIRED",
        message: PERSONAL_DATA_MESSAGES.expiredLink,
        data: null,
      });
      for (const unknown of ["A".repeat(43), "kort", `${token}x`])
        expect(await personalDataByToken(visitor(), unknown)).toEqual({
          status: "UNKNOWN",
          message: PERSONAL_DATA_MESSAGES.unknownLink,
          data: null,
        });
      expect(await codeOf(erasePersonalDataByLink(visitor(), { token, confirm: true }))).toBe("NOT_FOUND");
    });

    it("erases nothing without the ticked confirmation", async () => {
      now = start;
      const { token } = await firstLinkOf(ALICE.email);
      for (const confirm of [false, undefined, "true"])
        expect(await codeOf(erasePersonalDataByLink(visitor(), { token, confirm }))).toBe("BAD_USER_INPUT");
    });

    it(`limits requests to ${linkRequestsPerClientPerHour} an hour per client, whatever the addresses`, async () => {
      now = new Date(start.getTime() + 2 * 60 * MINUTE);
      const client = "198.51.100.7";
      for (let i = 0; i < linkRequestsPerClientPerHour; i++)
        expect(await codeOf(requestPersonalDataLink(visitor(client), { email: `klant${i}@example.org` }))).toBe("OK");
      expect(await codeOf(requestPersonalDataLink(visitor(client), { email: "nog-een@example.org" }))).toBe(
        "RATE_LIMITED",
      );
      expect(await linksMailedTo("nog-een@example.org")).toEqual([]);
      now = new Date(now.getTime() + 60 * MINUTE);
      expect(await codeOf(requestPersonalDataLink(visitor(client), { email: "nog-een@example.org" }))).toBe("OK");
    });

    it(`limits requests to ${linkRequestsPerAddressPerHour} an hour per address, from whichever clients, without regard to case`, async () => {
      now = new Date(start.getTime() + 5 * 60 * MINUTE);
      const address = "Vaak@Example.org";
      for (let i = 0; i < linkRequestsPerAddressPerHour; i++)
        expect(
          await codeOf(requestPersonalDataLink(visitor(), { email: i % 2 ? address : address.toLowerCase() })),
        ).toBe("OK");
      expect(await codeOf(requestPersonalDataLink(visitor(), { email: address.toUpperCase() }))).toBe("RATE_LIMITED");
      expect(await linksMailedTo(address)).toHaveLength(linkRequestsPerAddressPerHour);
    });

    it("spends nothing of an address's budget on a request its client's limit refuses", async () => {
      now = new Date(start.getTime() + 8 * 60 * MINUTE);
      const address = "doelwit@example.org";
      const attacker = "198.51.100.66";
      for (let i = 0; i < linkRequestsPerClientPerHour; i++)
        await requestPersonalDataLink(visitor(attacker), { email: `verspreid${i}@example.org` });
      for (let i = 0; i < linkRequestsPerAddressPerHour + 2; i++)
        expect(await codeOf(requestPersonalDataLink(visitor(attacker), { email: address }))).toBe("RATE_LIMITED");
      for (let i = 0; i < linkRequestsPerAddressPerHour; i++)
        expect(await codeOf(requestPersonalDataLink(visitor(), { email: address }))).toBe("OK");
      expect(await linksMailedTo(address)).toHaveLength(linkRequestsPerAddressPerHour);
    });

    it("lets many people behind one office address each ask a link for their own address", async () => {
      now = new Date(start.getTime() + 11 * 60 * MINUTE);
      const office = "198.51.100.201";
      const colleagues = Array.from({ length: 12 }, (_, i) => `collega${i}@kantoor.example.org`);
      for (const email of colleagues)
        expect(await codeOf(requestPersonalDataLink(visitor(office), { email }))).toBe("OK");
      for (const email of colleagues) expect(await linksMailedTo(email)).toHaveLength(1);
    });

    it("refuses an address that is not one with BAD_USER_INPUT, writing no link", async () => {
      const before = (await handle.db.select().from(personalDataLinks)).length;
      for (const email of ["", "geen-adres", "a@b", "x".repeat(300) + "@example.org"])
        expect(await codeOf(requestPersonalDataLink(visitor(), { email }))).toBe("BAD_USER_INPUT");
      expect(await handle.db.select().from(personalDataLinks)).toHaveLength(before);
    });
  });
}
