import { sql, type SQL } from "drizzle-orm";

/**
 * A certificate is valid while its check-in exists: removing the check-in (a correction of attendance) revokes it,
 * checking the person in again restores it. Derived rather than stored, so no path can forget to revoke.
 * Written with qualified names: drizzle leaves columns unqualified in a select list, which in this correlated
 * subquery would compare check_ins with itself.
 */
export function certificateValid(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from "check_ins" c where
    ("certificates"."subject" = 'EVENT' and c."scope" = 'EVENT' and c."ticket_id" = "certificates"."ticket_id")
    or ("certificates"."subject" = 'COURSE' and c."scope" = 'COURSE'
        and c."enrollment_id" = "certificates"."enrollment_id"))`;
}
