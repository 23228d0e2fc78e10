/**
 * Signing in without passwords (decision 0011): a staff member asks for a link on /beheer/inloggen and
 * gets it by mail; the link signs in once, within a few minutes. Unknown and known addresses get the same answer in
 * the same time, so the form tells nobody who works here. Requests are limited per client and per address.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { staffSignInLinks, staffMembers } from "../../db/schema/index.ts";
import { staffSignInRequestSchema } from "../../../common/validation/staff.ts";
import { randomUUID } from "node:crypto";
import { enqueueMail, enqueueMailRequest } from "../../mail/outbox.ts";
import type { ComposedMail } from "../../mail/outbox-delivery.ts";
import { staffSignInMail } from "../../mail/templates/staff-sign-in.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { limitClientThenAddress } from "../rate-limits/visitor-limits.ts";
import { createSession, endSessionByToken, type NewSession } from "./sessions.ts";
import { hashSecretToken, isWellFormedToken, newSecretToken } from "./tokens.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const SIGN_IN_LINK_SENT_MESSAGE =
  "Als dit adres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om in te loggen.";

const INVALID_SIGN_IN_LINK_MESSAGE =
  "Deze inloglink is ongeldig, al gebruikt of verlopen. Vraag hieronder een nieuwe link aan.";

/** The kind of mail request a sign-in request writes; its composer is composeSignInMail (server/jobs/mail-requests.ts). */
export const SIGN_IN_MAIL_REQUEST = "staff-sign-in";

/**
 * Asks for a sign-in link for `email`; answers the same whether it belongs to an active staff member or not, and in
 * the same time: the request only spends the limits and writes a mail request, the same row for any address. The
 * mail worker looks the address up after the answer (composeSignInMail), writes the link and the mail, or, for an
 * address that is not an active staff member's, drops the request (decision 0010).
 */
export async function requestSignInLink(deps: ServiceDeps, input: { email: string }): Promise<void> {
  const { email } = parseWith(staffSignInRequestSchema, input);
  const address = email.trim().toLowerCase();
  await inTransaction(deps, async (unit) => {
    await limitSignInRequests(unit, address);
    await enqueueMailRequest(unit, {
      dedupeKey: `${SIGN_IN_MAIL_REQUEST}-request:${randomUUID()}`,
      to: address,
      composer: SIGN_IN_MAIL_REQUEST,
    });
  });
}

/** The mail worker's half of a request: the link and its mail for an active staff member, else nothing. */
export async function composeSignInMail(
  unit: Pick<UnitOfWork, "tx" | "now" | "settings">,
  email: string,
): Promise<ComposedMail | null> {
  const [staff] = await unit.tx
    .select()
    .from(staffMembers)
    .where(and(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`, eq(staffMembers.active, true)))
    .limit(1);
  return staff ? (await writeSignInLink(unit, staff)).mail : null;
}

/** Writes a new link for a staff member and its mail, in the caller's transaction (the seed, `npm run staff`). */
export async function sendSignInLink(
  unit: Pick<UnitOfWork, "tx" | "now" | "settings" | "mailEnqueued">,
  staff: { id: string; name: string; email: string },
): Promise<void> {
  const { mail, tokenHash } = await writeSignInLink(unit, staff);
  await enqueueMail(unit, { dedupeKey: `staff-sign-in:${tokenHash}`, ...mail });
}

type StaffAddressee = { id: string; name: string; email: string };

/** The link (only its hash is stored) and the mail that carries it, its token declared the mail's secret. */
async function writeSignInLink(unit: Pick<UnitOfWork, "tx" | "now" | "settings">, staff: StaffAddressee) {
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const minutes = unit.settings.staff.signInLinkMinutes;
  await unit.tx.insert(staffSignInLinks).values({
    tokenHash,
    staffId: staff.id,
    createdAt: unit.now,
    expiresAt: new Date(unit.now.getTime() + minutes * 60_000),
  });
  const { siteName, publicUrl } = unit.settings.site;
  const signInUrl = `${publicUrl}${STAFF_PATHS.signInLink}?token=${token}`;
  const mail: ComposedMail = {
    to: staff.email,
    ...staffSignInMail({ name: staff.name, signInUrl, validMinutes: minutes, siteName, publicUrl }),
    attachments: [],
    secrets: [token],
  };
  return { mail, tokenHash };
}

async function limitSignInRequests(unit: UnitOfWork, email: string): Promise<void> {
  const { signInRequestsPerClientPerHour, signInRequestsPerAddressPerHour } = unit.settings.staff;
  const rule = {
    name: "staff-sign-in",
    perClientPerHour: signInRequestsPerClientPerHour,
    perAddressPerHour: signInRequestsPerAddressPerHour,
  };
  await limitClientThenAddress(unit, rule, unit.actor.kind === "system" ? null : unit.actor.clientIp, email);
}

/**
 * Uses a sign-in link: marks it used (only an unused, unexpired link of an active staff member is taken, once,
 * even by two requests at the same moment) and starts a new session. The session the browser had, if any, ends:
 * the session id changes at every sign-in (no session fixation).
 */
export async function signInWithLink(
  deps: ServiceDeps,
  input: { token: string; previousSessionToken?: string | null; userAgent?: string | null },
): Promise<NewSession> {
  const token = input.token.trim();
  if (!isWellFormedToken(token)) throw new DomainError("NOT_FOUND", INVALID_SIGN_IN_LINK_MESSAGE);
  return inTransaction(deps, async (unit) => {
    const [link] = await unit.tx
      .update(staffSignInLinks)
      .set({ usedAt: unit.now })
      .where(
        and(
          eq(staffSignInLinks.tokenHash, hashSecretToken(token)),
          isNull(staffSignInLinks.usedAt),
          gt(staffSignInLinks.expiresAt, unit.now),
          sql`exists (select 1 from ${staffMembers} where ${staffMembers.id} = ${staffSignInLinks.staffId} and ${staffMembers.active})`,
        ),
      )
      .returning({ staffId: staffSignInLinks.staffId });
    if (!link) throw new DomainError("NOT_FOUND", INVALID_SIGN_IN_LINK_MESSAGE);
    if (input.previousSessionToken) await endSessionByToken(unit.tx, input.previousSessionToken, unit.now);
    const clientAddress = unit.actor.kind === "system" ? null : unit.actor.clientIp;
    return createSession(unit.tx, link.staffId, unit.now, unit.settings.staff, {
      userAgent: input.userAgent ?? null,
      clientAddress,
    });
  });
}
