import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, staffMembers, staffSessions } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps, type StaffActor } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { createSession, resolveSession } from "../../server/domain/staff/sessions.ts";
import {
  endOwnSession,
  endStaffMemberSessions,
  listOwnSessions,
  networkOf,
} from "../../server/domain/staff/session-management.ts";
import { OWN_ACCOUNT_MESSAGE, updateStaffMember } from "../../server/domain/staff/staff-accounts.ts";
import { StaffMemberDocument } from "../../app/graphql/generated.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { createStaffMember, staffActor, type TestStaffMember } from "../support/factories/staff.ts";

// Seeing and ending staff sessions (server/domain/staff/session-management.ts), on PGlite and PostgreSQL (where
// two simultaneous deactivations really overlap).
const start = new Date("2027-01-15T09:00:00Z");
const MINUTE = 60_000;
const SETTINGS = TEST_SETTINGS.staff;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return "OK";
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : `onverwacht: ${String(error)}`;
  }
};

for (const database of testDatabases()) {
  describe(`Staff sessions seen and ended on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    const deps = (): ServiceDeps => testDeps(handle.db, () => now);

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    const sessionOf = (staff: TestStaffMember, userAgent: string | null = null, clientAddress: string | null = null) =>
      createSession(handle.db, staff.id, now, SETTINGS, { userAgent, clientAddress });
    /** The actor of a request made with this session's cookie, as the API resolves it. */
    const actorOf = async (token: string): Promise<StaffActor> => {
      const actor = await resolveSession(handle.db, token, now, SETTINGS, null);
      if (!actor) throw new Error("sessie niet geldig");
      return actor;
    };
    const live = async (token: string) => (await resolveSession(handle.db, token, now, SETTINGS, null)) !== null;
    const auditOf = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

    it("lists only the person's own active sessions, most recent first, with browser, network and this one", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["balie"] });
      const colleague = await createStaffMember(handle.db, now, { roles: ["balie"] });
      const idle = await sessionOf(staff, CHROME, "192.0.2.1");
      now = new Date(start.getTime() + 30 * MINUTE);
      const laptop = await sessionOf(staff, CHROME, "203.0.113.77");
      const ended = await sessionOf(staff, IPHONE, "203.0.113.78");
      await handle.db.update(staffSessions).set({ endedAt: now }).where(eq(staffSessions.id, ended.sessionId));
      await sessionOf(colleague, IPHONE, "198.51.100.1");
      now = new Date(start.getTime() + 100 * MINUTE);
      const phone = await sessionOf(staff, IPHONE, "2001:db8:1:2:3:4:5:6");
      now = new Date(start.getTime() + 125 * MINUTE); // the first session has been idle for 125 minutes

      const sessions = await listOwnSessions(actingAs(deps(), await actorOf(phone.token)));
      expect(sessions).toEqual([
        {
          id: phone.sessionId,
          device: "Safari op iPhone",
          network: "2001:db8:1:2::/64",
          signedInAt: new Date(start.getTime() + 100 * MINUTE),
          lastSeenAt: now,
          current: true,
        },
        expect.objectContaining({ id: laptop.sessionId, device: "Chrome op Windows", network: "203.0.113.x" }),
      ]);
      expect(sessions.map((session) => session.id)).not.toContain(idle.sessionId);
      expect(await codeOf(listOwnSessions(deps()))).toMatch(/^UNAUTHENTICATED/);
    });

    it("shows an address by its network: IPv4 without its last number, IPv6 by its /64", () => {
      expect(networkOf("203.0.113.77")).toBe("203.0.113.x");
      expect(networkOf("::ffff:127.0.0.1")).toBe("127.0.0.x");
      expect(networkOf("2001:DB8:0:1::9")).toBe("2001:db8:0:1::/64");
      expect(networkOf("unknown")).toBe("unknown");
    });

    it("ends only the person's own sessions: another's id is not found, ending an ended one changes nothing", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const colleague = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const here = await sessionOf(staff);
      const there = await sessionOf(staff);
      const theirs = await sessionOf(colleague);
      const asStaff = actingAs(deps(), await actorOf(here.token));

      expect(await codeOf(endOwnSession(asStaff, theirs.sessionId))).toMatch(/^NOT_FOUND/);
      expect(await codeOf(endOwnSession(asStaff, "00000000-0000-4000-8000-000000000000"))).toMatch(/^NOT_FOUND/);
      expect(await codeOf(endOwnSession(asStaff, "geen-id'; drop table staff_sessions"))).toMatch(/^NOT_FOUND/);
      expect(await live(theirs.token)).toBe(true);
      expect(await auditOf(theirs.sessionId)).toEqual([]);

      expect(await endOwnSession(asStaff, there.sessionId)).toBe(true);
      expect([await live(there.token), await live(here.token)]).toEqual([false, true]);
      expect(await endOwnSession(asStaff, there.sessionId)).toBe(false);
      expect(await auditOf(there.sessionId)).toEqual([
        expect.objectContaining({
          staffId: staff.id,
          entityType: "staff_session",
          action: "end",
          before: { ended: false },
          after: { ended: true },
        }),
      ]);
    });

    it("ends a colleague's sessions, with or without deactivating, audited with how many; a repeat changes nothing", async () => {
      now = start;
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const colleague = await createStaffMember(handle.db, now, { roles: ["financien"] });
      const asBeheerder = actingAs(deps(), staffActor(beheerder));
      const tokens = [(await sessionOf(colleague)).token, (await sessionOf(colleague)).token];

      expect(await endStaffMemberSessions(asBeheerder, colleague.id, { deactivate: false })).toMatchObject({
        endedSessions: 2,
        staffMember: { id: colleague.id, active: true },
      });
      expect([await live(tokens[0]!), await live(tokens[1]!)]).toEqual([false, false]);
      const again = await sessionOf(colleague);
      expect(await endStaffMemberSessions(asBeheerder, colleague.id, { deactivate: true })).toMatchObject({
        endedSessions: 1,
        staffMember: { active: false },
      });
      expect(await live(again.token)).toBe(false);
      for (const deactivate of [true, false]) {
        expect(await endStaffMemberSessions(asBeheerder, colleague.id, { deactivate })).toMatchObject({
          endedSessions: 0,
          staffMember: { active: false },
        });
      }
      expect((await auditOf(colleague.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        { action: "end_sessions", before: { activeSessions: 2 }, after: { activeSessions: 0, endedSessions: 2 } },
        {
          action: "deactivate",
          before: { active: true, activeSessions: 1 },
          after: { active: false, activeSessions: 0, endedSessions: 1 },
        },
      ]);
    });

    it("never lets a beheerder deactivate their own account, and refuses those without staff.manage", async () => {
      now = start;
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const redacteur = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const own = await sessionOf(beheerder);
      const asBeheerder = actingAs(deps(), await actorOf(own.token));

      expect(await codeOf(endStaffMemberSessions(asBeheerder, beheerder.id, { deactivate: true }))).toBe(
        `CONFLICT: ${OWN_ACCOUNT_MESSAGE}`,
      );
      const change = { email: beheerder.email, name: beheerder.name, roles: beheerder.roles, active: false };
      expect(await codeOf(updateStaffMember(asBeheerder, beheerder.id, change))).toBe(
        `CONFLICT: ${OWN_ACCOUNT_MESSAGE}`,
      );
      const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.id, beheerder.id));
      expect(row?.active).toBe(true);
      expect(await live(own.token)).toBe(true);

      const asRedacteur = actingAs(deps(), staffActor(redacteur));
      expect(await codeOf(endStaffMemberSessions(asRedacteur, beheerder.id, { deactivate: false }))).toMatch(
        /^FORBIDDEN/,
      );
      expect(await codeOf(endStaffMemberSessions(deps(), beheerder.id, { deactivate: true }))).toMatch(
        /^UNAUTHENTICATED/,
      );
      expect(await live(own.token)).toBe(true);
      expect(await auditOf(beheerder.id)).toEqual([]);
    });

    it("deactivates once when two beheerders do it at the same moment: every session ended, one audit row", async () => {
      // Several rounds, so the two transactions overlap in every way they can (on PostgreSQL, with a pool).
      for (let round = 0; round < 8; round++) {
        now = new Date(start.getTime() + round * MINUTE);
        const [first, second] = [
          await createStaffMember(handle.db, now, { roles: ["beheerder"] }),
          await createStaffMember(handle.db, now, { roles: ["beheerder"] }),
        ];
        const colleague = await createStaffMember(handle.db, now, { roles: ["balie"] });
        const tokens = [await sessionOf(colleague), await sessionOf(colleague), await sessionOf(colleague)];
        const outcomes = await Promise.all(
          [first, second].map((beheerder) =>
            endStaffMemberSessions(actingAs(deps(), staffActor(beheerder)), colleague.id, { deactivate: true }),
          ),
        );
        expect(outcomes.map((outcome) => outcome.endedSessions).sort(), `ronde ${round}`).toEqual([0, 3]);
        for (const { token } of tokens) expect(await live(token), `ronde ${round}`).toBe(false);
        const rows = await handle.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, colleague.id), eq(auditLog.action, "deactivate")));
        expect(rows, `ronde ${round}`).toHaveLength(1);
      }
    });

    it("tells a beheerder how many sessions a colleague has open, through the API", async () => {
      now = start;
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const colleague = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      await sessionOf(colleague);
      await sessionOf(colleague);
      const ended = await sessionOf(colleague);
      await handle.db.update(staffSessions).set({ endedAt: now }).where(eq(staffSessions.id, ended.sessionId));
      const cookie = `${staffSessionCookieName(TEST_SETTINGS.site.publicUrl)}=${(await sessionOf(beheerder)).token}`;
      const answer = await graphqlClient(handle.db, () => now).run(
        StaffMemberDocument,
        { id: colleague.id },
        { cookie },
      );
      expect(answer.data?.staffMember).toMatchObject({ id: colleague.id, activeSessionCount: 2 });
    });
  });
}
