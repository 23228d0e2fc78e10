/**
 * Erasing what the site holds about one e-mail address (decision 0024), for the person themselves ("Mijn gegevens") and
 * for staff answering a request by post or phone (operation privacy.manage, with an audit row that does not name
 * the address). In three parts: what lies ahead goes back through the domain's own services (release-upcoming.ts),
 * every table's rule anonymises the rest (erase-address.ts), and a privacy_requests row records that it happened
 * with only a hash of the address. Safe to repeat and to run twice at once: every part claims what it changes.
 */
import { createHash } from "node:crypto";
import { privacyRequests } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { eraseAddress } from "./erase-address.ts";
import { keptForAddress } from "./kept-data.ts";
import { summariseErasure, type ErasureSummary } from "./erasure-summary.ts";
import { releaseUpcoming } from "./release-upcoming.ts";

/** What an erasure did and what it kept, for the page, the confirmation mail and staff. */
export type ErasureReport = ErasureSummary & {
  /**
   * Rows each step removed or anonymised, per kind (orders, tickets, enrollments, ...), as privacy_requests records
   * them; a row two steps touch counts in both. Never names or addresses. People read `removed` and `anonymised`.
   */
  erased: Record<string, number>;
  /** What is kept, why (Dutch, for the page and the mail), and until when (null: until the retention job runs). */
  kept: { what: string; why: string; until: Date | null }[];
  /** The privacy_requests row that records this erasure. */
  requestId: string;
};

const INVALID_ADDRESS_MESSAGE = "Vul een geldig e-mailadres in.";

/** The SHA-256 of the lowercased address: what privacy_requests keeps instead of the address. */
export const addressHash = (email: string): string =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

export async function erasePersonalData(deps: ServiceDeps, email: string): Promise<ErasureReport> {
  const staff = deps.actor.kind === "staff" ? requirePermission(deps.actor, "privacy.manage") : null;
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    throw new DomainError("BAD_USER_INPUT", INVALID_ADDRESS_MESSAGE, { field: "email" });

  const kept = await keptForAddress(deps.db, address, deps.settings.privacy);
  const released = await releaseUpcoming(deps, address);
  const erased = { ...released, ...(await eraseAddress(deps, address)) };

  const requestId = await inTransaction(deps, async ({ tx, now }) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        kind: "ERASURE",
        emailSha256: addressHash(address),
        requestedBy: staff ? "STAFF" : "SELF",
        staffId: staff?.staffId ?? null,
        counts: erased,
        createdAt: now,
      })
      .returning({ id: privacyRequests.id });
    if (staff) {
      // The audit row says that and how much, never whose: the hash stays in privacy_requests only.
      await recordAudit(tx, now, staff, {
        entityType: "privacy_request",
        entityId: row!.id,
        action: "erase",
        before: null,
        after: { kind: "ERASURE", counts: erased },
      });
    }
    return row!.id;
  });
  return { erased, ...summariseErasure(erased, deps.settings.privacy.fiscalYears), kept, requestId };
}
