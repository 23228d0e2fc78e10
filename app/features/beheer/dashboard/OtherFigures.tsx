import { Link } from "react-router";
import type { StaffDashboardQuery } from "../../../graphql/generated.ts";
import { formatTimeFrame } from "../../../../common/format/dates.ts";
import { formatEurosPlain } from "../../../../common/format/money.ts";
import { textLinkStyle } from "../../../lib/styles.ts";
import type { DashboardLinks } from "./dashboard-links.ts";
import { MaybeLink } from "./EventFigures.tsx";
import { StaffList, type ListColumn } from "../StaffList.tsx";
import { COURSE_STATUS_LABELS } from "../../../../common/vocabulary/courses.ts";

type Dashboard = StaffDashboardQuery["staffDashboard"];
type Course = NonNullable<Dashboard["courses"]>[number];
type Invoices = NonNullable<Dashboard["invoices"]>;

function courseColumns(links: DashboardLinks): readonly ListColumn<Course>[] {
  return [
    {
      label: "Cursus",
      rowHeader: true,
      cell: (course) => <MaybeLink to={links.courseEnrollments?.(course.id) ?? null}>{course.title}</MaybeLink>,
    },
    { label: "Status", cell: (course) => COURSE_STATUS_LABELS[course.status] },
    { label: "Wanneer", cell: (course) => formatTimeFrame(course.startsAt, course.endsAt) },
    {
      label: "Ingeschreven",
      cell: (course) => (
        <span className="tabular-nums">
          {course.enrolledCount} / {course.maxParticipants}
        </span>
      ),
    },
  ];
}

/** Upcoming courses: enrolled of the maximum, each leading to its enrolments. */
export function CourseFigures({ courses, links }: { courses: Course[]; links: DashboardLinks }) {
  if (courses.length === 0) return <p className="mt-3">Er zijn geen komende cursussen.</p>;
  return (
    <div className="mt-1">
      <StaffList
        caption="Komende cursussen met hun inschrijvingen"
        columns={courseColumns(links)}
        rows={courses}
        rowKey={(course) => course.id}
        noun="komende cursussen"
      />
    </div>
  );
}

const countLabel = (count: number) => (count === 1 ? "1 factuur" : `${count} facturen`);

/** Outstanding invoices and the overdue part of them, each leading to the invoice list so filtered. */
export function InvoiceFigures({ invoices, links }: { invoices: Invoices; links: DashboardLinks }) {
  const rows = [
    { label: "Openstaand", status: "open", count: invoices.outstandingCount, cents: invoices.outstandingCents },
    { label: "Waarvan vervallen", status: "vervallen", count: invoices.overdueCount, cents: invoices.overdueCents },
  ] as const;
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.status} className="rounded-lg border border-slate-300 bg-white p-5 shadow-sm">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{formatEurosPlain(row.cents)}</dd>
          <dd className="mt-1">
            {links.invoices ? (
              <Link to={links.invoices(row.status)} className={textLinkStyle}>
                {countLabel(row.count)} {row.status === "open" ? "openstaand" : "vervallen"}
              </Link>
            ) : (
              countLabel(row.count)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
