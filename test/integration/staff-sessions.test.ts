import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { actingAs, type ServiceDeps, type StaffSettings } from "../../server/domain/deps.ts";
import { sendSignInLink, signInWithLink } from "../../server/domain/staff/sign-in.ts";
import { createSession, resolveSession } from "../../server/domain/staff/sessions.ts";
import { updateStaffMember } from "../../server/domain/staff/staff-accounts.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { SignOutDocument } from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps, testUnit } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { createStaffMember, staffActor, type TestStaffMember } from "../support/factories/staff.ts";
import { signInMailsTo } from "../support/staff-links.ts";

// Staff sessions (server/domain/staff/sessions.ts) with a clock the tests move, on PGlite and PostgreSQL.
const start = new Date("2027-01-15T09:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SETTINGS: StaffSettings = { ...TEST_SETTINGS.staff, sessionIdleMinutes: 120, sessionMaxHours: 12 };
const COOKIE = staffSessionCookieName(TEST_SETTINGS.site.publicUrl);

for (const database of testDatabases()) {
  describe(`Staff sessions on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    const deps = (): ServiceDeps => testDeps(handle.db, () => now);

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    const session = async (staff: TestStaffMember) => (await createSession(handle.db, staff.id, now, SETTINGS)).token;
    const signedIn = async (token: string) => (await resolveSession(handle.db, token, now, SETTINGS, null)) !== null;

    it("ends after the idle timeout without requests, and is kept alive by them", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const idle = await session(staff);
      const busy = await session(staff);
      later(119 * MINUTE);
      expect(await signedIn(busy)).toBe(true);
      later(MINUTE);
      expect(await signedIn(idle)).toBe(false);
      later(100 * MINUTE);
      expect(await signedIn(busy)).toBe(true);
    });

    it("ends at its absolute lifetime, however busy", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const token = await session(staff);
      while (now.getTime() < start.getTime() + 12 * HOUR - 90 * MINUTE) {
        later(90 * MINUTE);
        expect(await signedIn(token)).toBe(true);
      }
      now = new Date(start.getTime() + 12 * HOUR - 1000);
      expect(await signedIn(token)).toBe(true);
      now = new Date(start.getTime() + 12 * HOUR);
      expect(await signedIn(token)).toBe(false);
    });

    it("rotates at sign-in: the session the browser had ends, a new one begins", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const old = await session(staff);
      await handle.db.transaction((tx) => sendSignInLink(testUnit(tx, now), staff));
      const [mail] = await signInMailsTo(handle.db, staff.email);
      const fresh = await signInWithLink(deps(), { token: mail!.token, previousSessionToken: old });
      expect(fresh.token).not.toBe(old);
      expect(await signedIn(old)).toBe(false);
      expect(await signedIn(fresh.token)).toBe(true);
    });

    it("signOut ends this browser's session only; everywhere ends all of the person's", async () => {
      now = start;
      const client = graphqlClient(handle.db, () => now);
      const staff = await createStaffMember(handle.db, now, { roles: ["balie"] });
      const other = await createStaffMember(handle.db, now, { roles: ["balie"] });
      const [laptop, tablet, phone, colleague] = [
        await session(staff),
        await session(staff),
        await session(staff),
        await session(other),
      ];
      const signOut = (token: string, everywhere: boolean) =>
        client.run(SignOutDocument, { input: { everywhere } }, { cookie: `${COOKIE}=${token}` });

      expect(await signOut(laptop, false)).toEqual({ status: 200, data: { signOut: { endedSessions: 1 } } });
      expect([await signedIn(laptop), await signedIn(tablet), await signedIn(phone)]).toEqual([false, true, true]);
      expect((await signOut(laptop, false)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

      expect(await signOut(tablet, true)).toEqual({ status: 200, data: { signOut: { endedSessions: 2 } } });
      expect([await signedIn(tablet), await signedIn(phone), await signedIn(colleague)]).toEqual([false, false, true]);
    });

    it("ends every session of an account that is deactivated or whose roles change, not of a new name", async () => {
      now = start;
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const asBeheerder = actingAs(deps(), staffActor(beheerder));
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const change = (fields: Partial<{ name: string; roles: TestStaffMember["roles"]; active: boolean }>) =>
        updateStaffMember(asBeheerder, staff.id, {
          email: staff.email,
          name: staff.name,
          roles: staff.roles,
          active: true,
          ...fields,
        });

      const kept = await session(staff);
      await change({ name: "Nieuwe Naam" });
      expect(await signedIn(kept)).toBe(true);

      await change({ name: "Nieuwe Naam", roles: ["redacteur", "financien"] });
      expect(await signedIn(kept)).toBe(false);

      const again = [await session(staff), await session(staff)];
      await change({ name: "Nieuwe Naam", roles: ["redacteur", "financien"], active: false });
      expect([await signedIn(again[0]!), await signedIn(again[1]!)]).toEqual([false, false]);
      // Deactivated, a session made by any other way still signs nobody in.
      expect(await signedIn(await session(staff))).toBe(false);
    });
  });
}
