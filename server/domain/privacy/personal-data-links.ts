/**
 * "Mijn gegevens" links (decision 0024): a person asks on /mijn-gegevens for a link to their address, and the link
 * shows what the site holds about that address until it expires. Every request gets the same answer, known address or
 * not, so the form tells nobody whose data the site holds; the link goes to the address itself, so only its owner sees
 * the data. Requests are limited per client and per address (each one writes a mail).
 */
import { eq, sql } from "drizzle-orm";
import { personalDataPath, siteUrl } from "../../../common/site-paths.ts";
import { INVALID_LINK_MESSAGE, personalDataLinkRequestSchema } from "../../../common/validation/personal-data.ts";
import type { DbOrTx } from "../../db/client.ts";
import { personalDataLinks } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { personalDataLinkMail } from "../../mail/templates/personal-data.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { clientSubject } from "../rate-limits/client-key.ts";
import { spendPoints } from "../rate-limits/counters.ts";
import { rateLimitedError } from "../rate-limits/visitor-limits.ts";
import { hashSecretToken, isWellFormedToken, newSecretToken } from "../staff/tokens.ts";

const HOUR_SECONDS = 3600;

export const PERSONAL_DATA_MESSAGES = {
  linkSent:
    "Als we gegevens van dit e-mailadres hebben, ontvang je binnen enkele minuten een e-mail met een link naar je gegevens.",
  unknownLink: INVALID_LINK_MESSAGE,
  expiredLink: "Deze link is verlopen. Vraag hieronder een nieuwe link aan.",
} as const;

export type LinkState = { status: "VALID"; email: string } | { status: "EXPIRED" | "UNKNOWN" };

/** Writes a link and its mail for any well-formed address; answers the same whether the site knows it or not. */
export async function requestPersonalDataLink(deps: ServiceDeps, input: unknown): Promise<{ message: string }> {
  const { email } = parseWith(personalDataLinkRequestSchema, input);
  const address = email.trim().toLowerCase();
  await inTransaction(deps, async (unit) => {
    await limitLinkRequests(unit, address);
    await sendPersonalDataLink(unit, address);
  });
  return { message: PERSONAL_DATA_MESSAGES.linkSent };
}

/**
 * Why a link is sent to every address, also one the site does not know: looking the address up first would make
 * the answer's timing differ, and the mail ("we hold nothing") is itself the honest answer to the request.
 */
async function sendPersonalDataLink(unit: UnitOfWork, email: string): Promise<void> {
  const token = newSecretToken();
  const minutes = unit.settings.privacy.linkMinutes;
  await unit.tx.insert(personalDataLinks).values({
    tokenHash: hashSecretToken(token),
    email,
    createdAt: unit.now,
    expiresAt: new Date(unit.now.getTime() + minutes * 60_000),
  });
  const { siteName, publicUrl } = unit.settings.site;
  await enqueueMail(unit, {
    dedupeKey: `personal-data-link:${hashSecretToken(token)}`,
    to: email,
    ...personalDataLinkMail({
      url: siteUrl(publicUrl, personalDataPath(token)),
      validMinutes: minutes,
      siteName,
      publicUrl,
    }),
    attachments: [],
  });
}

async function limitLinkRequests(unit: UnitOfWork, email: string): Promise<void> {
  const limit = unit.settings.privacy.linkRequestsPerHour;
  const clientIp = unit.actor.kind === "visitor" ? unit.actor.clientIp : null;
  if (clientIp !== null) {
    const rule = { name: "personal-data-link-client", limit, windowSeconds: HOUR_SECONDS };
    const outcome = await spendPoints(unit.tx, rule, clientSubject(clientIp), unit.now);
    if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }
  if (unit.actor.kind !== "visitor") return;
  const rule = { name: "personal-data-link-email", limit, windowSeconds: HOUR_SECONDS };
  const outcome = await spendPoints(unit.tx, rule, email, unit.now);
  if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
}

/** Whose data a token opens: the address while the link is valid; expired and unknown links are told apart. */
export async function linkState(db: DbOrTx, token: string, now: Date): Promise<LinkState> {
  const trimmed = token.trim();
  if (!isWellFormedToken(trimmed)) return { status: "UNKNOWN" };
  const [link] = await db
    .select()
    .from(personalDataLinks)
    .where(eq(personalDataLinks.tokenHash, hashSecretToken(trimmed)));
  if (!link) return { status: "UNKNOWN" };
  if (link.expiresAt.getTime() <= now.getTime()) return { status: "EXPIRED" };
  return { status: "VALID", email: link.email };
}

/** After an erasure no link of the address opens anything any more, also one still in another mail. */
export async function deleteLinksOf(tx: DbOrTx, email: string): Promise<void> {
  await tx.delete(personalDataLinks).where(sql`lower(${personalDataLinks.email}) = ${email.trim().toLowerCase()}`);
}
