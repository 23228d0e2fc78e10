/**
 * WebAuthn challenges (decision 0039): random, single use, valid for CHALLENGE_MINUTES. A challenge is kept by its
 * row id, which the browser sends back beside its answer; using it is one conditional UPDATE, so two requests
 * answering the same challenge at the same moment get one success between them (one session, one passkey).
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { staffPasskeyChallenges } from "../../../db/schema/index.ts";
import { isUuid } from "../../../../common/ids.ts";
import { DomainError } from "../../errors.ts";

export const CHALLENGE_MINUTES = 5;

export type ChallengePurpose = "register" | "sign-in" | "confirm";

/** For a registration or confirmation: the staff member and session it was asked in; null for a sign-in. */
export type ChallengeOwner = { staffId: string; sessionId: string } | null;

/**
 * The challenge as the options carry it (base64url, what the browser's client data echoes back) and as its bytes,
 * which the options are made from: a text challenge would be encoded once more by the library.
 */
export type IssuedChallenge = { challengeId: string; challenge: string; bytes: Uint8Array<ArrayBuffer> };

export async function issueChallenge(
  tx: DbOrTx,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<IssuedChallenge> {
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString("base64url");
  const [row] = await tx
    .insert(staffPasskeyChallenges)
    .values({
      purpose,
      challenge,
      staffId: owner?.staffId ?? null,
      sessionId: owner?.sessionId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    })
    .returning({ id: staffPasskeyChallenges.id });
  if (!row) throw new Error("De passkey-uitdaging is niet opgeslagen");
  return { challengeId: row.id, challenge, bytes };
}

const EXPIRED_CHALLENGE_MESSAGE = "Deze passkey-poging is verlopen of al gebruikt. Probeer het opnieuw.";

/**
 * Marks the challenge used and gives its value, or refuses (NOT_FOUND) when it is unknown, used, expired, of another
 * purpose, or asked by another session. Used even when the answer then fails its check: every try needs a new one.
 */
export async function consumeChallenge(
  tx: DbOrTx,
  challengeId: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<string> {
  if (!isUuid(challengeId)) throw new DomainError("NOT_FOUND", EXPIRED_CHALLENGE_MESSAGE);
  const ownedBy: SQL | undefined = owner
    ? and(eq(staffPasskeyChallenges.staffId, owner.staffId), eq(staffPasskeyChallenges.sessionId, owner.sessionId))
    : isNull(staffPasskeyChallenges.staffId);
  const [row] = await tx
    .update(staffPasskeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffPasskeyChallenges.id, challengeId),
        eq(staffPasskeyChallenges.purpose, purpose),
        isNull(staffPasskeyChallenges.usedAt),
        gt(staffPasskeyChallenges.expiresAt, now),
        ownedBy,
      ),
    )
    .returning({ challenge: staffPasskeyChallenges.challenge });
  if (!row) throw new DomainError("NOT_FOUND", EXPIRED_CHALLENGE_MESSAGE);
  return row.challenge;
}
