/**
 * A year of back-office changes in the audit log: orders, invoices, events and enrolments changed by the staff,
 * spread over the last twelve months, with small before/after records as the domain services write them.
 */
import type * as t from "../../server/db/schema/index.ts";
import { below } from "./random.ts";

const DAY_MS = 86_400_000;

type Staff = { id: string; name: string };
type Subjects = { orders: string[]; invoices: string[]; events: string[]; enrollments: string[] };

const CHANGES = [
  { entityType: "order", action: "resend_confirmation", of: "orders" },
  { entityType: "order", action: "update", of: "orders" },
  { entityType: "invoice", action: "payment", of: "invoices" },
  { entityType: "invoice", action: "reminder", of: "invoices" },
  { entityType: "event", action: "update", of: "events" },
  { entityType: "course_enrollment", action: "update", of: "enrollments" },
] as const;

export function auditRows(
  count: number,
  context: { now: Date; random: () => number; staff: Staff[]; subjects: Subjects },
): (typeof t.auditLog.$inferInsert)[] {
  const { now, random, staff, subjects } = context;
  return Array.from({ length: count }, () => {
    const change = CHANGES[below(random, CHANGES.length)]!;
    const ids = subjects[change.of].length > 0 ? subjects[change.of] : subjects.events;
    const actor = staff[below(random, staff.length)]!;
    return {
      at: new Date(now.getTime() - below(random, 365 * 24 * 60) * 60_000 - DAY_MS / 24),
      staffId: actor.id,
      actorName: actor.name,
      entityType: change.entityType,
      entityId: ids[below(random, ids.length)]!,
      action: change.action,
      before: { note: "" },
      after: { note: `Aangepast door ${actor.name}` },
    };
  });
}
