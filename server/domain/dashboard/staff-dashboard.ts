/**
 * The back office's start page: every staff member sees it; each section only for whom the permission
 * table opens it. Events and courses need participants.read or events.manage, money (revenue, invoices) orders.read;
 * a section that is not opened is null, and its service would refuse it anyway.
 */
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import type { ServiceDeps } from "../deps.ts";
import { can, requirePermission } from "../staff/permissions.ts";
import {
  mayReadEventFigures,
  upcomingCourseFigures,
  upcomingEventFigures,
  type DashboardCourse,
  type DashboardEvent,
} from "./event-figures.ts";
import { invoiceFigures, type InvoiceFigures } from "./outstanding-invoices.ts";

export type StaffDashboard = {
  /** Today in Amsterdam (yyyy-mm-dd) by the server's clock: where the sales charts end. */
  today: string;
  events: DashboardEvent[] | null;
  courses: DashboardCourse[] | null;
  invoices: InvoiceFigures | null;
};

export async function staffDashboard(deps: ServiceDeps): Promise<StaffDashboard> {
  requirePermission(deps.actor, "backoffice.open");
  const figures = mayReadEventFigures(deps.actor);
  const [events, courses, invoices] = await Promise.all([
    figures ? upcomingEventFigures(deps) : null,
    figures ? upcomingCourseFigures(deps) : null,
    can(deps.actor, "orders.read") ? invoiceFigures(deps) : null,
  ]);
  return { today: formatInAmsterdam(deps.clock(), "yyyy-MM-dd"), events, courses, invoices };
}
