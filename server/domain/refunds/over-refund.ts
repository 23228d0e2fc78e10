/**
 * The refusal of a refund larger than what is left: when a refund was made since (most often by a colleague who
 * had the same order open), the message says so, by whom and when, instead of only naming an amount that the staff
 * member's form did not show.
 */
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { refunds, staffMembers } from "../../db/schema/index.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { formatEurosPlain as formatEuros } from "../../../common/format/money.ts";
import { DomainError } from "../errors.ts";

export async function overRefundError(
  db: DbOrTx,
  orderId: string,
  leftCents: number,
  /** The form field the amount was typed in, and how the refusal is classed (as its caller did before). */
  field: "amount" | "refundAmount",
  code: "CONFLICT" | "BAD_USER_INPUT" = "CONFLICT",
): Promise<DomainError> {
  const [latest] = await db
    .select({ amountCents: refunds.amountCents, createdAt: refunds.createdAt, by: staffMembers.name })
    .from(refunds)
    .leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
    .where(and(eq(refunds.orderId, orderId), notInArray(refunds.status, ["failed", "canceled"])))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  const left =
    leftCents > 0 ? `Er is nog ${formatEuros(leftCents)} terug te betalen.` : "Er is niets meer terug te betalen.";
  const message = latest
    ? `Intussen is ${formatEuros(latest.amountCents)} terugbetaald (${latest.by ? `door ${latest.by}, ` : ""}` +
      `${formatDateAtTime(latest.createdAt)}). ${left}`
    : `Dat is meer dan er terug te betalen is. ${left}`;
  return new DomainError(code, message, { field });
}
