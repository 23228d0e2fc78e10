/**
 * Which registers' numbers a ticket or enrolment may no longer change (decision 0038): those whose presence of the
 * ticket's event or the enrolment's course was reported. A change after that would differ from what the register
 * was told, so the participant asks the organiser, who reports it as a correction.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { accreditations, courseEnrollments, orders, presenceReports, tickets } from "../../db/schema/index.ts";
import type { NumberOwner } from "../registration-numbers/registration-number-queries.ts";

export async function frozenRegisterIds(db: DbOrTx, owner: NumberOwner): Promise<Set<string>> {
  const rows =
    owner.kind === "ticket"
      ? await db
          .selectDistinct({ registerId: presenceReports.registerId })
          .from(tickets)
          .innerJoin(orders, eq(orders.id, tickets.orderId))
          .innerJoin(accreditations, eq(accreditations.eventId, orders.eventId))
          .innerJoin(presenceReports, eq(presenceReports.accreditationId, accreditations.id))
          .where(eq(tickets.id, owner.ticketId))
      : await db
          .selectDistinct({ registerId: presenceReports.registerId })
          .from(courseEnrollments)
          .innerJoin(accreditations, eq(accreditations.courseId, courseEnrollments.courseId))
          .innerJoin(presenceReports, eq(presenceReports.accreditationId, accreditations.id))
          .where(eq(courseEnrollments.id, owner.enrollmentId));
  return new Set(rows.map((row) => row.registerId));
}
