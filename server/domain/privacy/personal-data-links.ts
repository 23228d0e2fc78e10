/**
 * "Mijn gegevens" links (decision 0024): a person asks on /mijn-gegevens for a link to their address, and the link
 * shows what the site holds about that address until it expires. Every request gets the same answer, known address or
 * not, and in the same time, so the form tells nobody whose data the site holds; the link goes to the address itself, so only its owner sees
 * the data. Requests are limited per client and per address (each one writes a mail).
 */
import { eq, sql } from "drizzle-orm";
import { personalDataPath, siteUrl } from "../../../common/site-paths.ts";
import { INVALID_LINK_MESSAGE, personalDataLinkRequestSchema } from "../../../common/validation/personal-data.ts";
import type { DbOrTx } from "../../db/client.ts";
import { personalDataLinks } from "../../db/schema/index.ts";
import { randomUUID } from "node:crypto";
import { enqueueMailRequest } from "../../mail/outbox.ts";
import type { ComposedMail } from "../../mail/outbox-delivery.ts";
import { personalDataLinkMail } from "../../mail/templates/personal-data.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { limitClientThenAddress } from "../rate-limits/visitor-limits.ts";
import { hashSecretToken, isWellFormedToken, newSecretToken } from "../staff/tokens.ts";

export const PERSONAL_DATA_MESSAGES = {
  linkSent:
    "Als we gegevens van dit e-mailadres hebben, ontvang je binnen enkele minuten een e-mail met een link naar je gegevens.",
  unknownLink: INVALID_LINK_MESSAGE,
  expiredLink: "Deze link is verlopen. Vraag hieronder een nieuwe link aan.",
} as const;

export type LinkState = { status: "VALID"; email: string } | { status: "EXPIRED" | "UNKNOWN" };

/** The kind of mail request a link request writes; its composer is composePersonalDataLinkMail. */
export const PERSONAL_DATA_LINK_MAIL_REQUEST = "personal-data-link";

/**
 * Asks for a link to the address's data; answers the same for any well-formed address, known or not, and in the same
 * time: the request only spends the limits and writes a mail request, the same row for any address. The mail worker
 * writes the link and its mail after the answer (composePersonalDataLinkMail).
 */
export async function requestPersonalDataLink(deps: ServiceDeps, input: unknown): Promise<{ message: string }> {
  const { email } = parseWith(personalDataLinkRequestSchema, input);
  const address = email.trim().toLowerCase();
  await inTransaction(deps, async (unit) => {
    await limitLinkRequests(unit, address);
    await enqueueMailRequest(unit, {
      dedupeKey: `${PERSONAL_DATA_LINK_MAIL_REQUEST}-request:${randomUUID()}`,
      to: address,
      composer: PERSONAL_DATA_LINK_MAIL_REQUEST,
    });
  });
  return { message: PERSONAL_DATA_MESSAGES.linkSent };
}

/**
 * The mail worker's half of a request: a link and its mail, for every address, also one the site does not know. The
 * mail is itself the honest answer to the request, and the page it opens shows that nothing is held; the token is the
 * mail's declared secret, taken out of the stored copy once the mail is delivered.
 */
export async function composePersonalDataLinkMail(
  unit: Pick<UnitOfWork, "tx" | "now" | "settings">,
  email: string,
): Promise<ComposedMail> {
  const token = newSecretToken();
  const minutes = unit.settings.privacy.linkMinutes;
  await unit.tx.insert(personalDataLinks).values({
    tokenHash: hashSecretToken(token),
    email,
    createdAt: unit.now,
    expiresAt: new Date(unit.now.getTime() + minutes * 60_000),
  });
  const { siteName, publicUrl } = unit.settings.site;
  return {
    to: email,
    ...personalDataLinkMail({
      url: siteUrl(publicUrl, personalDataPath(token)),
      validMinutes: minutes,
      siteName,
      publicUrl,
    }),
    attachments: [],
    secrets: [token],
  };
}

/** Only a visitor is limited: staff and scripts have no client to count. */
async function limitLinkRequests(unit: UnitOfWork, email: string): Promise<void> {
  if (unit.actor.kind !== "visitor") return;
  const { linkRequestsPerClientPerHour, linkRequestsPerAddressPerHour } = unit.settings.privacy;
  const rule = {
    name: "personal-data-link",
    perClientPerHour: linkRequestsPerClientPerHour,
    perAddressPerHour: linkRequestsPerAddressPerHour,
  };
  await limitClientThenAddress(unit, rule, unit.actor.clientIp, email);
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
