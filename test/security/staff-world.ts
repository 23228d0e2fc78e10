import { eq } from "drizzle-orm";
import { staffMembers } from "../../server/db/schema/index.ts";
import { createSession } from "../../server/domain/staff/sessions.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { TEST_SETTINGS } from "../support/deps.ts";
import { createSignInLink, createStaffMember } from "../support/factories/staff.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";

/**
 * The back office's sign-in and account fixtures of the corpus, apart from the corpus beheerder whose
 * session (CorpusWorld.staffCookie) every staff case uses: signing in, signing out and changing an account act on
 * staff members of their own, so no case can end or demote that beheerder.
 */
export const SIGN_IN_EMAIL = "aanmelder@corpus-staff.example.org";
const SIGN_OUT_EMAIL = "afmelder@corpus-staff.example.org";
export const CHANGED_EMAIL = "gewijzigd@corpus-staff.example.org";

/** Long enough for the whole corpus: the server's clock starts at CORPUS_NOW and runs on. */
const DAY_MINUTES = 24 * 60;

const CHANGED_DEFAULTS = { name: "Corpus Medewerker", roles: ["redacteur" as const], active: true };

type StaffCorpusState = { linkToken: string; usedLinkToken: string; changedStaffId: string };
const states = new WeakMap<CorpusWorld, StaffCorpusState>();

/** The staff member of an address, made (as a redacteur) the first time it is asked for. */
async function staffIdOf(world: CorpusWorld, email: string): Promise<string> {
  const { db } = world.site.handle;
  const [found] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
  if (found) return found.id;
  const member = await createStaffMember(db, CORPUS_NOW, { email, name: "Corpus Medewerker", roles: ["redacteur"] });
  return member.id;
}

/** A sign-in link of the sign-in staff member, as its mail would carry it; `used` marks it used already. */
async function newLink(world: CorpusWorld, used = false): Promise<string> {
  return createSignInLink(world.site.handle.db, await staffIdOf(world, SIGN_IN_EMAIL), {
    at: CORPUS_NOW,
    validMinutes: DAY_MINUTES,
    used,
  });
}

/**
 * Makes the staff fixtures, a fresh, unused sign-in link (each valid input uses one up), and puts the account the
 * cases change back as it was, so every valid change (a new name) really changes something and writes its row.
 */
export async function prepareStaffWorld(world: CorpusWorld): Promise<void> {
  const state = states.get(world);
  if (state) {
    state.linkToken = await newLink(world);
    await world.site.handle.db
      .update(staffMembers)
      .set({ ...CHANGED_DEFAULTS, email: CHANGED_EMAIL })
      .where(eq(staffMembers.id, state.changedStaffId));
    return;
  }
  await staffIdOf(world, SIGN_IN_EMAIL);
  states.set(world, {
    linkToken: await newLink(world),
    usedLinkToken: await newLink(world, true),
    changedStaffId: await staffIdOf(world, CHANGED_EMAIL),
  });
}

export function staffState(world: CorpusWorld): StaffCorpusState {
  const state = states.get(world);
  if (!state) throw new Error("prepareStaffWorld is niet aangeroepen");
  return state;
}

/**
 * The Cookie of a new session of the sign-out staff member: a sign-out case ends it (or with everywhere all of
 * that member's), never the corpus beheerder's.
 */
export async function signOutCookie(world: CorpusWorld): Promise<string> {
  const staffId = await staffIdOf(world, SIGN_OUT_EMAIL);
  const session = await createSession(world.site.handle.db, staffId, CORPUS_NOW, {
    ...TEST_SETTINGS.staff,
    sessionIdleMinutes: 24 * 60,
    sessionMaxHours: 7 * 24,
  });
  return `${staffSessionCookieName(world.site.url)}=${session.token}`;
}

/**
 * The sessions cases' own staff members: one who ends one of their own sessions (a fresh one before each case, so a
 * valid call really ends something), and a colleague whose sessions the corpus beheerder ends. Neither is the
 * corpus beheerder, whose session every staff case uses.
 */
const SESSIONS_EMAIL = "sessies@corpus-staff.example.org";
const COLLEAGUE_EMAIL = "collega@corpus-staff.example.org";

type SessionsCorpusState = { ownSessionId: string; colleagueId: string; colleagueSessionId: string };
const sessionStates = new WeakMap<CorpusWorld, SessionsCorpusState>();

const LONG_SESSION = { ...TEST_SETTINGS.staff, sessionIdleMinutes: DAY_MINUTES, sessionMaxHours: 7 * 24 };

async function newSession(world: CorpusWorld, staffId: string) {
  return createSession(world.site.handle.db, staffId, CORPUS_NOW, LONG_SESSION);
}

/** A fresh session of the sessions member to end, and one of the colleague's, before each case and the baseline. */
export async function prepareSessionsWorld(world: CorpusWorld): Promise<void> {
  const colleagueId = await staffIdOf(world, COLLEAGUE_EMAIL);
  sessionStates.set(world, {
    ownSessionId: (await newSession(world, await staffIdOf(world, SESSIONS_EMAIL))).sessionId,
    colleagueId,
    colleagueSessionId: (await newSession(world, colleagueId)).sessionId,
  });
}

export function sessionsState(world: CorpusWorld): SessionsCorpusState {
  const state = sessionStates.get(world);
  if (!state) throw new Error("prepareSessionsWorld is niet aangeroepen");
  return state;
}

/** The Cookie of a new session of the sessions member, who ends another of their own sessions. */
export async function sessionsCookie(world: CorpusWorld): Promise<string> {
  const session = await newSession(world, await staffIdOf(world, SESSIONS_EMAIL));
  return `${staffSessionCookieName(world.site.url)}=${session.token}`;
}
