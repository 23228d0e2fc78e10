import { eq } from "drizzle-orm";
import { staffMembers, staffPasskeyPolicies, staffPasskeys, staffSessions } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { startPasskeyConfirmation } from "../../server/domain/staff/passkeys/confirmation.ts";
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from "../../server/domain/staff/passkeys/registration.ts";
import { startPasskeySignIn } from "../../server/domain/staff/passkeys/sign-in.ts";
import { createSession, resolveSession } from "../../server/domain/staff/sessions.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { SoftwareAuthenticator } from "../support/passkey-authenticator.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";

/**
 * The passkey fixtures of the corpus (decision 0039): a redacteur with passkeys of a software authenticator, and a
 * colleague whose passkey the corpus beheerder removes. Each case gets a fresh challenge and a valid answer to it,
 * made through the domain before the case (a challenge works once). Never the corpus beheerder's account: a
 * passkey there would make its link session a recovery session, refused by every other staff case.
 */
const MEMBER_EMAIL = "passkey@corpus-staff.example.org";
const COLLEAGUE_EMAIL = "passkey-collega@corpus-staff.example.org";
/** The role whose policy the cases set: no corpus member of that role has a passkey. */
export const POLICY_ROLE = "balie";

const LONG_SESSION = { ...TEST_SETTINGS.staff, sessionIdleMinutes: 24 * 60, sessionMaxHours: 7 * 24 };
/**
 * Challenges are issued as if an hour after the corpus's start: the server's clock starts at CORPUS_NOW and runs
 * on, and a challenge lives five minutes, less than the corpus takes.
 */
const ISSUED_AT = new Date(CORPUS_NOW.getTime() + 60 * 60_000);

export type PasskeyCorpusState = {
  cookie: string;
  challengeId: string;
  /** The valid answer (JSON text) to the challenge. */
  response: string;
  /** A passkey of the member's (to remove), and one of the colleague's. */
  passkeyId: string;
  colleaguePasskeyId: string;
  colleagueId: string;
};
const states = new WeakMap<CorpusWorld, PasskeyCorpusState>();
const authenticators = new WeakMap<CorpusWorld, Map<string, SoftwareAuthenticator>>();

async function staffIdOf(world: CorpusWorld, email: string): Promise<string> {
  const { db } = world.site.handle;
  const [found] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
  if (found) return found.id;
  return (await createStaffMember(db, CORPUS_NOW, { email, name: "Corpus Passkey", roles: ["redacteur"] })).id;
}

/** Service deps of the corpus server's database and public address, as its staff member with a new session. */
async function signedIn(world: CorpusWorld, email: string): Promise<{ deps: ServiceDeps; cookie: string }> {
  const { db } = world.site.handle;
  const staffId = await staffIdOf(world, email);
  const session = await createSession(db, staffId, CORPUS_NOW, LONG_SESSION, {
    userAgent: null,
    clientAddress: null,
    method: "passkey",
  });
  // Its passkey check as fresh as the challenges (ISSUED_AT): a removal of one's own passkey asks for one.
  await db.update(staffSessions).set({ passkeyVerifiedAt: ISSUED_AT }).where(eq(staffSessions.id, session.sessionId));
  const actor = await resolveSession(db, session.token, CORPUS_NOW, LONG_SESSION, null);
  if (!actor) throw new Error("corpus-sessie niet gevonden");
  const settings = { ...TEST_SETTINGS, site: { ...TEST_SETTINGS.site, publicUrl: world.site.url } };
  const deps = actingAs(testDeps(db, ISSUED_AT, { settings }), actor);
  return { deps, cookie: `${staffSessionCookieName(world.site.url)}=${session.token}` };
}

/** The device of one staff member: it answers with the passkey it made last. */
function authenticatorOf(world: CorpusWorld, email: string): SoftwareAuthenticator {
  const ofWorld = authenticators.get(world) ?? new Map<string, SoftwareAuthenticator>();
  authenticators.set(world, ofWorld);
  const found = ofWorld.get(email) ?? new SoftwareAuthenticator(new URL(world.site.url).origin);
  ofWorld.set(email, found);
  return found;
}

async function registerPasskey(world: CorpusWorld, email: string, deps: ServiceDeps): Promise<string> {
  const ceremony = await startPasskeyRegistration(deps);
  const response = authenticatorOf(world, email).register(ceremony.options);
  return (await finishPasskeyRegistration(deps, { challengeId: ceremony.challengeId, response, name: "Corpus" })).id;
}

type Purpose = "register" | "sign-in" | "confirm";

/**
 * Before each passkey case and baseline: the member's passkeys made anew (so the ten allowed are never reached),
 * a new session, a challenge of `purpose` with its valid answer, the colleague's passkey, and the policy of
 * POLICY_ROLE back to its default (so a valid change writes its row).
 */
export function preparePasskeyWorld(purpose: Purpose) {
  return async (world: CorpusWorld): Promise<void> => {
    const { db } = world.site.handle;
    await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, await staffIdOf(world, MEMBER_EMAIL)));
    await db.delete(staffPasskeyPolicies).where(eq(staffPasskeyPolicies.role, POLICY_ROLE));
    const member = await signedIn(world, MEMBER_EMAIL);
    const passkeyId = await registerPasskey(world, MEMBER_EMAIL, member.deps);
    const colleague = await signedIn(world, COLLEAGUE_EMAIL);
    await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, await staffIdOf(world, COLLEAGUE_EMAIL)));
    const colleaguePasskeyId = await registerPasskey(world, COLLEAGUE_EMAIL, colleague.deps);
    const authenticator = authenticatorOf(world, MEMBER_EMAIL);
    let challengeId: string;
    let response: string;
    if (purpose === "register") {
      const ceremony = await startPasskeyRegistration(member.deps);
      ({ challengeId } = ceremony);
      response = authenticator.register(ceremony.options);
    } else {
      const ceremony =
        purpose === "sign-in"
          ? await startPasskeySignIn(actingAs(member.deps, { kind: "visitor", clientIp: null }))
          : await startPasskeyConfirmation(member.deps);
      ({ challengeId } = ceremony);
      response = authenticator.authenticate(ceremony.options);
    }
    const colleagueId = await staffIdOf(world, COLLEAGUE_EMAIL);
    states.set(world, { cookie: member.cookie, challengeId, response, passkeyId, colleaguePasskeyId, colleagueId });
  };
}

export function passkeyState(world: CorpusWorld): PasskeyCorpusState {
  const state = states.get(world);
  if (!state) throw new Error("preparePasskeyWorld is niet aangeroepen");
  return state;
}

/** The Cookie of the member's session the state was made in (a registration answers only its own session). */
export async function passkeyCookie(world: CorpusWorld): Promise<string> {
  return passkeyState(world).cookie;
}
