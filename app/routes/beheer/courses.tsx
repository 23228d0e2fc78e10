import { Link } from "react-router";
import type { Route } from "./+types/courses.ts";
import { CourseStatusBadge } from "../../features/beheer/course-status.tsx";
import { ListFilters, SearchFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { listPageQuery } from "../../features/beheer/list-page.ts";
import { StaffCoursesDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatTimeFrame } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("courses.manage");

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { search, paged, variables } = listPageQuery(request, PAGE_SIZE);
  const { staffCourses } = await runStaffOperation(context, request, StaffCoursesDocument, variables);
  return { staffCourses, search, paged };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Cursussen", matches[0].loaderData);
}

type Course = Route.ComponentProps["loaderData"]["staffCourses"]["nodes"][number];

const COLUMNS: readonly ListColumn<Course>[] = [
  {
    label: "Titel",
    cell: (course) => (
      <Link to={`${STAFF_PATHS.courses}/${course.id}`} className={textLinkStyle}>
        {course.title}
      </Link>
    ),
  },
  { label: "Organisatie", cell: (course) => course.organization.name },
  { label: "Wanneer", cell: (course) => formatTimeFrame(course.timeFrame.start, course.timeFrame.end), nowrap: true },
  {
    label: "Aanmeldingen",
    cell: (course) => (
      <Link to={`${STAFF_PATHS.courses}/${course.id}/inschrijvingen`} className={textLinkStyle}>
        {course.enrolledCount} van {course.maxParticipants}
        <span className="sr-only"> aanmeldingen van {course.title}</span>
      </Link>
    ),
  },
  { label: "Status", cell: (course) => <CourseStatusBadge status={course.status} /> },
];

export default function StaffCoursesPage({ loaderData }: Route.ComponentProps) {
  const { staffCourses, search, paged } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Cursussen</h1>
        <Link to={`${STAFF_PATHS.courses}/nieuw`} className={buttonStyles.primary}>
          Cursus toevoegen
        </Link>
      </div>
      <ListFilters label="Cursussen zoeken">
        <SearchFilter name="zoek" label="Zoek op titel" defaultValue={search} />
      </ListFilters>
      <StaffList
        summary={`${staffCourses.totalCount === 1 ? "1 cursus" : `${staffCourses.totalCount} cursussen`}${search ? ` met '${search}' in de titel` : ""}`}
        caption="Alle cursussen, laatste begindatum eerst"
        columns={COLUMNS}
        rows={staffCourses.nodes}
        rowKey={(course) => course.id}
        noun="cursussen"
        paging={{ filters: { zoek: search }, paged, pageInfo: staffCourses.pageInfo, nextLabel: "Volgende cursussen" }}
      />
    </>
  );
}
