import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderLines } from "../../db/schema/index.ts";
import type { CountedLine } from "./ticket-counters.ts";

/** The ticket types and quantities of an order, in lock order. */
export async function countedLinesOf(db: DbOrTx, orderId: string): Promise<CountedLine[]> {
  return db
    .select({ ticketTypeId: orderLines.ticketTypeId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.ticketTypeId);
}
