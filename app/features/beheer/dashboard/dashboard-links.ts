import { STAFF_PATHS, STAFF_WORKSHOP_PATHS, staffEventPath } from "../../../../common/site-paths.ts";

/**
 * Where the dashboard's figures lead, each only for staff whose roles open that page (the page would refuse the
 * others with 403 anyway): an event's orders and back-office page, a workshop's registrations, a course's
 * enrolments, the open and overdue invoices.
 */
export type DashboardLinks = {
  eventOrders: ((eventId: string) => string) | null;
  event: ((eventId: string) => string) | null;
  workshopRegistrations: ((eventId: string, workshopId: string) => string) | null;
  courseEnrollments: ((courseId: string) => string) | null;
  invoices: ((status: "open" | "vervallen") => string) | null;
};

export function dashboardLinks(permissions: readonly string[]): DashboardLinks {
  const may = (permission: string) => permissions.includes(permission);
  return {
    eventOrders: may("orders.read")
      ? (eventId) => `${STAFF_PATHS.orders}?${new URLSearchParams({ evenement: eventId }).toString()}`
      : null,
    event: may("events.manage") ? (eventId) => staffEventPath(eventId) : null,
    workshopRegistrations: may("participants.read") ? STAFF_WORKSHOP_PATHS.registrations : null,
    courseEnrollments: may("enrollments.manage")
      ? (courseId) => `${STAFF_PATHS.courses}/${encodeURIComponent(courseId)}/inschrijvingen`
      : null,
    invoices: may("orders.read") ? (status) => `${STAFF_PATHS.invoices}?status=${status}` : null,
  };
}
