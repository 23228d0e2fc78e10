import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { staffMembers, staffSessions, staffSignInLinks } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { requestSignInLink, signInWithLink } from "../../server/domain/staff/sign-in.ts";
import { resolveSession } from "../../server/domain/staff/sessions.ts";
import { RequestStaffSignInLinkDocument } from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { composeMailRequests } from "../support/mail-requests.ts";
import { signInMailsTo, tablesHolding } from "../support/staff-links.ts";

// Signing in by mail link (server/domain/staff/sign-in.ts, decision 0011), on PGlite and PostgreSQL.
const start = new Date("2027-01-15T09:00:00Z");
const MINUTE = 60_000;
const { signInLinkMinutes, signInRequestsPerClientPerHour, signInRequestsPerAddressPerHour } = TEST_SETTINGS.staff;

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
  describe(`Staff sign-in by mail link on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    let clients = 0;
    /** Deps of a visitor with a client address of its own, so one test's requests never limit another's. */
    const visitor = (clientIp = `192.0.2.${++clients}`): ServiceDeps =>
      actingAs(
        testDeps(handle.db, () => now),
        { kind: "visitor", clientIp },
      );

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    /** A staff member and the token of a fresh link mailed to them. */
    async function linkFor(roles: ("beheerder" | "redacteur")[] = ["redacteur"]) {
      const staff = await createStaffMember(handle.db, now, { roles });
      await requestSignInLink(visitor(), { email: staff.email });
      await composeMailRequests(handle.db, now);
      const mails = await signInMailsTo(handle.db, staff.email);
      return { staff, token: mails.at(-1)!.token };
    }

    it("answers unknown, known and deactivated addresses the same, and mails only the active staff member", async () => {
      now = start;
      const client = graphqlClient(handle.db, () => now, { clientIp: "198.51.100.7" });
      const active = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const inactive = await createStaffMember(handle.db, now, { roles: ["redacteur"], active: false });
      const ask = (email: string) => client.run(RequestStaffSignInLinkDocument, { input: { email } });
      const answers = [
        await ask("onbekend.persoon@staff.example.org"),
        await ask(active.email),
        await ask(inactive.email.toUpperCase()),
      ];
      expect(answers[0]).toEqual({
        status: 200,
        data: { requestStaffSignInLink: { message: expect.stringContaining("Als dit adres bij ons bekend is") } },
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      await composeMailRequests(handle.db, now);
      expect(await signInMailsTo(handle.db, active.email)).toHaveLength(1);
      expect(await signInMailsTo(handle.db, inactive.email)).toHaveLength(0);
      expect(await signInMailsTo(handle.db, "onbekend.persoon@staff.example.org")).toHaveLength(0);
    });

    it("finds the address without regard to case, and mails a link valid for the configured minutes", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      await requestSignInLink(visitor(), { email: `  ${staff.email.toUpperCase()} ` });
      await composeMailRequests(handle.db, now);
      const [mail] = await signInMailsTo(handle.db, staff.email);
      const [link] = await handle.db
        .select()
        .from(staffSignInLinks)
        .where(eq(staffSignInLinks.tokenHash, createHash("sha256").update(mail!.token).digest("hex")));
      expect(link).toMatchObject({ staffId: staff.id, usedAt: null });
      expect(link!.expiresAt.getTime() - now.getTime()).toBe(signInLinkMinutes * MINUTE);
    });

    it("stores only the SHA-256 of the link's and the session's tokens: their text is in no table but the mail", async () => {
      now = start;
      const { token } = await linkFor();
      // The mail must carry the link until it is sent; no other row holds the token.
      expect(await tablesHolding(handle.db, token)).toEqual(["mail_outbox"]);
      const session = await signInWithLink(visitor(), { token });
      expect(await tablesHolding(handle.db, session.token)).toEqual([]);
      const hashes = await handle.db
        .select({ hash: staffSessions.tokenHash })
        .from(staffSessions)
        .where(eq(staffSessions.id, session.sessionId));
      expect(hashes).toEqual([{ hash: createHash("sha256").update(session.token).digest("hex") }]);
    });

    it("signs in once: a second use fails, and two uses at the same moment make exactly one session", async () => {
      now = start;
      const { staff, token } = await linkFor();
      const session = await signInWithLink(visitor(), { token });
      expect(await resolveSession(handle.db, session.token, now, TEST_SETTINGS.staff, null)).toMatchObject({
        staffId: staff.id,
      });
      expect(await codeOf(signInWithLink(visitor(), { token }))).toBe("NOT_FOUND");

      const second = await linkFor();
      const outcomes = await Promise.all(
        Array.from({ length: 2 }, () => codeOf(signInWithLink(visitor(), { token: second.token }))),
      );
      expect(outcomes.sort()).toEqual(["NOT_FOUND", "OK"]);
      const sessions = await handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, second.staff.id));
      expect(sessions).toHaveLength(1);
    });

    it(`works until ${signInLinkMinutes} minutes have passed, not after`, async () => {
      now = start;
      const early = await linkFor();
      const late = await linkFor();
      now = new Date(start.getTime() + signInLinkMinutes * MINUTE - 1000);
      expect(await codeOf(signInWithLink(visitor(), { token: early.token }))).toBe("OK");
      now = new Date(start.getTime() + signInLinkMinutes * MINUTE);
      expect(await codeOf(signInWithLink(visitor(), { token: late.token }))).toBe("NOT_FOUND");
    });

    it("does not sign in a staff member deactivated after the link was sent", async () => {
      now = start;
      const { staff, token } = await linkFor();
      await handle.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, staff.id));
      expect(await codeOf(signInWithLink(visitor(), { token }))).toBe("NOT_FOUND");
      expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id))).toEqual([]);
    });

    it("refuses malformed and unknown tokens with the same NOT_FOUND, in Dutch", async () => {
      now = start;
      for (const token of ["", "kort", "A".repeat(43), `${"A".repeat(42)}\u0000`, "x".repeat(10_000)]) {
        const refusal = await signInWithLink(visitor(), { token }).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(DomainError);
        expect(refusal).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("inloglink") });
      }
    });

    it(`limits requests to ${signInRequestsPerClientPerHour} an hour per client, whatever the addresses`, async () => {
      now = start;
      const client = visitor("203.0.113.50");
      for (let i = 0; i < signInRequestsPerClientPerHour; i++) {
        expect(await codeOf(requestSignInLink(client, { email: `wie.${i}@staff.example.org` }))).toBe("OK");
      }
      expect(await codeOf(requestSignInLink(client, { email: "nog.een@staff.example.org" }))).toBe("RATE_LIMITED");
      expect(await codeOf(requestSignInLink(visitor(), { email: "nog.een@staff.example.org" }))).toBe("OK");
      now = new Date(start.getTime() + 60 * MINUTE);
      expect(await codeOf(requestSignInLink(client, { email: "later@staff.example.org" }))).toBe("OK");
    });

    it(`limits requests to ${signInRequestsPerAddressPerHour} an hour per address, from whichever clients`, async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      for (let i = 0; i < signInRequestsPerAddressPerHour; i++) {
        const email = i % 2 ? staff.email.toUpperCase() : staff.email;
        expect(await codeOf(requestSignInLink(visitor(), { email }))).toBe("OK");
      }
      const refusal = await requestSignInLink(visitor(), { email: staff.email }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("Te veel pogingen") });
      await composeMailRequests(handle.db, now);
      expect(await signInMailsTo(handle.db, staff.email)).toHaveLength(signInRequestsPerAddressPerHour);
      // An unknown address is limited the same, so the refusal tells nothing either.
      const unknown = "niemand.hier@staff.example.org";
      for (let i = 0; i < signInRequestsPerAddressPerHour; i++) await requestSignInLink(visitor(), { email: unknown });
      expect(await codeOf(requestSignInLink(visitor(), { email: unknown }))).toBe("RATE_LIMITED");
    });

    it("spends nothing of an address's budget on a request its client's limit refuses", async () => {
      now = new Date(start.getTime() + 3 * 60 * MINUTE);
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const attacker = visitor("203.0.113.66");
      for (let i = 0; i < signInRequestsPerClientPerHour; i++)
        await requestSignInLink(attacker, { email: `verspreid.${i}@staff.example.org` });
      // Over its own limit, the attacker's requests for the staff member are refused: none of them counts for the address.
      for (let i = 0; i < signInRequestsPerAddressPerHour + 2; i++)
        expect(await codeOf(requestSignInLink(attacker, { email: staff.email }))).toBe("RATE_LIMITED");
      for (let i = 0; i < signInRequestsPerAddressPerHour; i++)
        expect(await codeOf(requestSignInLink(visitor(), { email: staff.email }))).toBe("OK");
      await composeMailRequests(handle.db, now);
      expect(await signInMailsTo(handle.db, staff.email)).toHaveLength(signInRequestsPerAddressPerHour);
    });

    it("lets an office behind one address sign in many colleagues, each with a link of their own", async () => {
      now = new Date(start.getTime() + 6 * 60 * MINUTE);
      const office = visitor("198.51.100.200");
      const colleagues = [];
      for (let i = 0; i < 12; i++) colleagues.push(await createStaffMember(handle.db, now, { roles: ["redacteur"] }));
      // Each asks twice (a first mail not found at once), all from the office's one address.
      for (const colleague of [...colleagues, ...colleagues])
        expect(await codeOf(requestSignInLink(office, { email: colleague.email }))).toBe("OK");
      await composeMailRequests(handle.db, now);
      for (const colleague of colleagues) {
        const mails = await signInMailsTo(handle.db, colleague.email);
        expect(mails).toHaveLength(2);
        expect(await codeOf(signInWithLink(office, { token: mails[1]!.token }))).toBe("OK");
      }
    });

    it("refuses an address that is not one with BAD_USER_INPUT, spending nothing", async () => {
      now = start;
      expect(await codeOf(requestSignInLink(visitor(), { email: "geen-adres" }))).toBe("BAD_USER_INPUT");
    });
  });
}
