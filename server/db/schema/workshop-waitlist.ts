import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, oneOf, timestamptz } from "./columns.ts";
import { workshops, workshopSlots } from "./events.ts";
import { tickets } from "./orders.ts";
import { WORKSHOP_WAITLIST_STATUSES } from "../../../common/vocabulary/workshops.ts";

export { WORKSHOP_WAITLIST_STATUSES };

/**
 * WAITING: on the list; PROMOTED: got the place (a registration was made or moved); LEFT: the ticket holder left
 * the list (or chose another workshop's list in the slot); CLOSED: the ticket was cancelled or the choice was
 * made otherwise.
 */

/**
 * A ticket holder waiting for a full workshop. At most one WAITING entry per ticket and slot: joining
 * another workshop's list in the slot ends the earlier wait. The list's order is `seq`: the order of joining, also
 * for two joins at the same moment.
 */
export const workshopWaitlistEntries = pgTable(
  "workshop_waitlist_entries",
  {
    id: id(),
    /** Join order; an identity, so it is unique and never guessed from a clock. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    workshopId: uuid("workshop_id").notNull(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => workshopSlots.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: WORKSHOP_WAITLIST_STATUSES }).notNull().default("WAITING"),
    joinedAt: timestamptz("joined_at").notNull(),
    endedAt: timestamptz("ended_at"),
  },
  (t) => [
    check("workshop_waitlist_entries_status_valid", oneOf(t.status, WORKSHOP_WAITLIST_STATUSES)),
    check("workshop_waitlist_entries_ended_when_not_waiting", sql`(${t.status} = 'WAITING') = (${t.endedAt} is null)`),
    uniqueIndex("workshop_waitlist_entries_one_wait_per_slot")
      .on(t.ticketId, t.slotId)
      .where(sql`${t.status} = 'WAITING'`),
    foreignKey({
      name: "workshop_waitlist_entries_workshop_slot_fk",
      columns: [t.workshopId, t.slotId],
      foreignColumns: [workshops.id, workshops.slotId],
    }).onDelete("cascade"),
    index("workshop_waitlist_entries_workshop_idx").on(t.workshopId, t.seq),
  ],
);
