import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  mailOutbox,
  staffPasskeyChallenges,
  staffPasskeys,
  staffSessions,
} from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps, type StaffActor } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { CHALLENGE_MINUTES } from "../../server/domain/staff/passkeys/challenges.ts";
import { confirmWithPasskey, startPasskeyConfirmation } from "../../server/domain/staff/passkeys/confirmation.ts";
import {
  listMyPasskeys,
  removeMyPasskey,
  removeStaffMemberPasskey,
} from "../../server/domain/staff/passkeys/management.ts";
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from "../../server/domain/staff/passkeys/registration.ts";
import { signInWithPasskey, startPasskeySignIn } from "../../server/domain/staff/passkeys/sign-in.ts";
import { addStaffMember, listStaffMembers } from "../../server/domain/staff/staff-accounts.ts";
import { listPasskeyPolicies, setPasskeyPolicy } from "../../server/domain/staff/passkeys/policy.ts";
import { staffErasePersonalData } from "../../server/domain/privacy/staff-privacy-requests.ts";
import { createSession, resolveSession } from "../../server/domain/staff/sessions.ts";
import { listOwnSessions } from "../../server/domain/staff/session-management.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { createStaffMember, insertStaffActor, type TestStaffMember } from "../support/factories/staff.ts";
import { SoftwareAuthenticator } from "../support/passkey-authenticator.ts";
import type { StaffRole } from "../../server/db/schema/index.ts";

// Staff passkeys (server/domain/staff/passkeys/, decision 0039), on PGlite and PostgreSQL, with a software
// authenticator that signs real ES256 answers: registration, sign-in, single-use challenges, the counter.
const start = new Date("2027-03-01T09:00:00Z");
const MINUTE = 60_000;
const ORIGIN = new URL(TEST_SETTINGS.site.publicUrl).origin;

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
  describe(`Staff passkeys on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    let clients = 0;
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

    /** The actor of a real session, as the request context resolves it. */
    async function actorOf(token: string): Promise<StaffActor> {
      const actor = await resolveSession(handle.db, token, now, TEST_SETTINGS.staff, "198.51.100.7");
      if (!actor) throw new Error("sessie niet gevonden");
      return actor;
    }

    async function signedInByLink(staff: TestStaffMember): Promise<{ deps: ServiceDeps; token: string }> {
      const session = await createSession(handle.db, staff.id, now, TEST_SETTINGS.staff);
      return {
        deps: actingAs(
          testDeps(handle.db, () => now),
          await actorOf(session.token),
        ),
        token: session.token,
      };
    }

    async function withPasskey(roles: StaffRole[] = ["redacteur"]) {
      const staff = await createStaffMember(handle.db, now, { roles });
      const authenticator = new SoftwareAuthenticator(ORIGIN);
      const { deps } = await signedInByLink(staff);
      const ceremony = await startPasskeyRegistration(deps);
      const response = authenticator.register(ceremony.options);
      const passkey = await finishPasskeyRegistration(deps, {
        challengeId: ceremony.challengeId,
        response,
        name: "Laptop",
      });
      return { staff, authenticator, passkey };
    }

    async function signIn(authenticator: SoftwareAuthenticator, deps = visitor()) {
      const ceremony = await startPasskeySignIn(deps);
      const response = authenticator.authenticate(ceremony.options);
      return signInWithPasskey(deps, { challengeId: ceremony.challengeId, response });
    }

    it("registers a passkey, mails its owner, audits it and lists it with its name", async () => {
      now = start;
      const { staff, passkey } = await withPasskey();
      expect(passkey).toMatchObject({ name: "Laptop", createdAt: now, lastUsedAt: null });
      const mails = await handle.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, staff.email));
      expect(mails).toEqual([
        expect.objectContaining({
          subject: expect.stringContaining("Nieuwe passkey"),
          text: expect.stringContaining("'Laptop'"),
        }),
      ]);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, passkey.id));
      expect(audits.map((row) => [row.entityType, row.action])).toEqual([["staff_passkey", "create"]]);
      const [stored] = await handle.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, passkey.id));
      expect(stored!.publicKey.length).toBeGreaterThan(60);
    });

    it("signs in with the passkey: a session marked passkey, its check fresh, the key's counter and use stored", async () => {
      now = start;
      const { staff, authenticator, passkey } = await withPasskey();
      now = new Date(start.getTime() + 10 * MINUTE);
      const session = await signIn(authenticator);
      const actor = await actorOf(session.token);
      expect(actor.staffId).toBe(staff.id);
      expect(actor.passkey).toEqual({ signInMethod: "passkey", verifiedAt: now, hasPasskey: true, required: false });
      const [stored] = await handle.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, passkey.id));
      expect(stored).toMatchObject({ counter: 1, lastUsedAt: now });
      const [row] = await handle.db.select().from(staffSessions).where(eq(staffSessions.id, session.sessionId));
      expect(row).toMatchObject({ signInMethod: "passkey", passkeyVerifiedAt: now });
    });

    it("uses a challenge once: the same answer twice, even at the same moment, gives one session", async () => {
      now = start;
      const { authenticator } = await withPasskey();
      const deps = visitor();
      const ceremony = await startPasskeySignIn(deps);
      const response = authenticator.authenticate(ceremony.options);
      const input = { challengeId: ceremony.challengeId, response };
      const outcomes = await Promise.all([
        codeOf(signInWithPasskey(deps, input)),
        codeOf(signInWithPasskey(deps, input)),
      ]);
      expect(outcomes.sort()).toEqual(["NOT_FOUND", "OK"]);
      expect(await codeOf(signInWithPasskey(deps, input))).toBe("NOT_FOUND");
    });

    it("refuses an expired challenge, a wrong signature, an unknown key and a deactivated account", async () => {
      now = start;
      const { staff, authenticator } = await withPasskey();
      const deps = visitor();
      const late = await startPasskeySignIn(deps);
      now = new Date(start.getTime() + CHALLENGE_MINUTES * MINUTE);
      const lateAnswer = authenticator.authenticate(late.options);
      expect(await codeOf(signInWithPasskey(deps, { challengeId: late.challengeId, response: lateAnswer }))).toBe(
        "NOT_FOUND",
      );

      const other = await startPasskeySignIn(deps);
      const tampered = JSON.parse(authenticator.authenticate(other.options)) as { response: { signature: string } };
      tampered.response.signature = Buffer.from("not a signature").toString("base64url");
      const forged = { challengeId: other.challengeId, response: JSON.stringify(tampered) };
      expect(await codeOf(signInWithPasskey(deps, forged))).toBe("BAD_USER_INPUT");

      const stranger = new SoftwareAuthenticator(ORIGIN);
      const strangerStaff = await createStaffMember(handle.db, now, { roles: ["balie"] });
      const { deps: strangerDeps } = await signedInByLink(strangerStaff);
      const registration = await startPasskeyRegistration(strangerDeps);
      stranger.register(registration.options);
      expect(await codeOf(signIn(stranger, deps))).toBe("BAD_USER_INPUT");

      await handle.db.execute(sql`update staff_members set active = false where id = ${staff.id}`);
      expect(await codeOf(signIn(authenticator, deps))).toBe("BAD_USER_INPUT");
    });

    it("refuses a passkey answered for another site, and one without user verification", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const { deps } = await signedInByLink(staff);
      for (const authenticator of [
        new SoftwareAuthenticator("https://phishing.example.net"),
        new SoftwareAuthenticator(ORIGIN, false),
      ]) {
        const ceremony = await startPasskeyRegistration(deps);
        const response = authenticator.register(ceremony.options);
        const input = { challengeId: ceremony.challengeId, response, name: "Sleutel" };
        expect(await codeOf(finishPasskeyRegistration(deps, input))).toBe("BAD_USER_INPUT");
      }
      expect(await listMyPasskeys(deps)).toEqual([]);
    });

    it("refuses junk answers with BAD_USER_INPUT and writes nothing", async () => {
      now = start;
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const { deps } = await signedInByLink(staff);
      const ceremony = await startPasskeyRegistration(deps);
      for (const response of ["{", "[]", JSON.stringify({ id: "x" }), "x".repeat(20_000)]) {
        const input = { challengeId: ceremony.challengeId, response, name: "Sleutel" };
        expect(await codeOf(finishPasskeyRegistration(deps, input))).toBe("BAD_USER_INPUT");
      }
      const [challenge] = await handle.db
        .select()
        .from(staffPasskeyChallenges)
        .where(eq(staffPasskeyChallenges.id, ceremony.challengeId));
      expect(challenge!.usedAt).toBeNull();
    });

    it("limits passkey sign-ins per client", async () => {
      now = new Date(start.getTime() + 24 * 60 * MINUTE);
      const deps = visitor();
      const limit = TEST_SETTINGS.staff.passkeySignInsPerClientPerHour;
      for (let i = 0; i < limit; i++) await startPasskeySignIn(deps);
      expect(await codeOf(startPasskeySignIn(deps))).toBe("RATE_LIMITED");
    });

    it("makes a link session of a member whose role requires a passkey a recovery session", async () => {
      now = start;
      const { staff, authenticator } = await withPasskey(["financien"]);
      const { deps } = await signedInByLink(staff);
      const recovery = deps.actor as StaffActor;
      expect(recovery.passkey).toMatchObject({ signInMethod: "link", hasPasskey: true, required: true });
      expect(await listOwnSessions(deps)).not.toHaveLength(0);
      const ceremony = await startPasskeyRegistration(deps);
      const response = new SoftwareAuthenticator(ORIGIN).register(ceremony.options);
      const input = { challengeId: ceremony.challengeId, response, name: "Nieuwe telefoon" };
      expect(await codeOf(finishPasskeyRegistration(deps, input))).toBe("OK");
      const [first] = await listMyPasskeys(deps);
      expect(await codeOf(removeMyPasskey(deps, first!.id))).toBe("PASSKEY_REQUIRED");

      const session = await signIn(authenticator);
      const full = actingAs(
        testDeps(handle.db, () => now),
        await actorOf(session.token),
      );
      expect(await codeOf(removeMyPasskey(full, first!.id))).toBe("OK");
    });

    it("confirms a passkey again in a session, which makes its check fresh", async () => {
      now = start;
      const { staff, authenticator } = await withPasskey();
      const { deps, token } = await signedInByLink(staff);
      expect((deps.actor as StaffActor).passkey?.verifiedAt).toBeNull();
      const ceremony = await startPasskeyConfirmation(deps);
      const response = authenticator.authenticate(ceremony.options);
      expect(await confirmWithPasskey(deps, { challengeId: ceremony.challengeId, response })).toEqual(now);
      expect((await actorOf(token)).passkey?.verifiedAt).toEqual(now);

      const other = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const { deps: otherDeps } = await signedInByLink(other);
      expect(await codeOf(startPasskeyConfirmation(otherDeps))).toBe("CONFLICT");
      const stolen = { challengeId: ceremony.challengeId, response };
      expect(await codeOf(confirmWithPasskey(otherDeps, stolen))).toBe("NOT_FOUND");
    });

    it("asks a high-risk action for a fresh passkey check once the sign-in's is older than the setting", async () => {
      now = start;
      const { authenticator, passkey } = await withPasskey(["beheerder"]);
      const session = await signIn(authenticator);
      const at = async (minutes: number) => {
        now = new Date(start.getTime() + minutes * MINUTE);
        return actingAs(
          testDeps(handle.db, () => now),
          await actorOf(session.token),
        );
      };
      const fresh = TEST_SETTINGS.staff.passkeyFreshMinutes;
      const newMember = () => ({
        email: `n.${randomUUID()}@staff.example.org`,
        name: "Nina Nieuw",
        roles: ["balie" as const],
      });
      expect(await codeOf(addStaffMember(await at(fresh), newMember()))).toBe("OK");
      const stale = await at(fresh + 1);
      expect(await codeOf(addStaffMember(stale, newMember()))).toBe("PASSKEY_CHECK_REQUIRED");
      expect(await codeOf(setPasskeyPolicy(stale, { role: "redacteur", required: true }))).toBe(
        "PASSKEY_CHECK_REQUIRED",
      );
      expect(await codeOf(removeMyPasskey(stale, passkey.id))).toBe("PASSKEY_CHECK_REQUIRED");
      expect(await codeOf(staffErasePersonalData(stale, { email: "x@example.org", confirm: true }))).toBe(
        "PASSKEY_CHECK_REQUIRED",
      );
      // The form is judged first: the page may post a refused erasure again only once it was complete.
      expect(await codeOf(staffErasePersonalData(stale, { email: "x@example.org", confirm: false }))).toBe(
        "BAD_USER_INPUT",
      );

      const ceremony = await startPasskeyConfirmation(stale);
      await confirmWithPasskey(stale, {
        challengeId: ceremony.challengeId,
        response: authenticator.authenticate(ceremony.options),
      });
      expect(await codeOf(addStaffMember(await at(fresh + 1), newMember()))).toBe("OK");
    });

    it("lets a beheerder require passkeys per role, audited, and a member's sessions follow at once", async () => {
      now = start;
      const { staff } = await withPasskey(["redacteur"]);
      const { authenticator: adminKey } = await withPasskey(["beheerder"]);
      const admin = actingAs(
        testDeps(handle.db, () => now),
        await actorOf((await signIn(adminKey)).token),
      );
      const { deps: before } = await signedInByLink(staff);
      expect((before.actor as StaffActor).passkey?.required).toBe(false);
      await setPasskeyPolicy(admin, { role: "redacteur", required: true });
      const { deps: after } = await signedInByLink(staff);
      expect(await codeOf(listStaffMembers(after))).toBe("PASSKEY_REQUIRED");
      expect((await listPasskeyPolicies(admin)).find((policy) => policy.role === "redacteur")).toEqual({
        role: "redacteur",
        required: true,
        requiredByDefault: false,
      });
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityType, "staff_passkey_policy"));
      expect(audits.map((row) => [row.entityId, row.after])).toContainEqual(["redacteur", { required: true }]);
      await setPasskeyPolicy(admin, { role: "redacteur", required: false });
    });

    it("lets a beheerder remove a colleague's passkey, audited; another member's passkey id is unknown there", async () => {
      now = start;
      const { staff: colleague, passkey } = await withPasskey(["balie"]);
      const { passkey: other } = await withPasskey(["balie"]);
      const admin = actingAs(
        testDeps(handle.db, () => now),
        await insertStaffActor(handle.db, ["beheerder"]),
      );
      expect(await codeOf(removeStaffMemberPasskey(admin, colleague.id, other.id))).toBe("NOT_FOUND");
      expect(await codeOf(removeStaffMemberPasskey(admin, colleague.id, passkey.id))).toBe("OK");
      expect(await handle.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, passkey.id))).toEqual([]);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, passkey.id));
      expect(audits.map((row) => row.action)).toEqual(["create", "delete"]);
      const { deps: self } = await signedInByLink(colleague);
      expect(await codeOf(removeStaffMemberPasskey(self, colleague.id, other.id))).toBe("FORBIDDEN");
    });
  });
}
