import { Form, Link } from "react-router";
import type { Route } from "./+types/courses.ts";
import { CourseStatusBadge } from "../../features/beheer/course-status.tsx";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { firstPageLink, listPageQuery, nextPageLink } from "../../features/beheer/list-page.ts";
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

const th = "px-4 py-3";

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
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1">
          <StaffTextField name="zoek" type="text" label="Zoek op titel" optional defaultValue={search} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Zoeken
        </button>
      </Form>
      <p className="mt-6" role="status">
        {staffCourses.totalCount === 1 ? "1 cursus" : `${staffCourses.totalCount} cursussen`}
        {search ? ` met '${search}' in de titel` : ""}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Alle cursussen, laatste begindatum eerst</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={th}>
                Titel
              </th>
              <th scope="col" className={th}>
                Organisatie
              </th>
              <th scope="col" className={th}>
                Wanneer
              </th>
              <th scope="col" className={th}>
                Aanmeldingen
              </th>
              <th scope="col" className={th}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {staffCourses.nodes.map((course) => (
              <tr key={course.id} className="border-t border-slate-200">
                <td className={th}>
                  <Link to={`${STAFF_PATHS.courses}/${course.id}`} className={textLinkStyle}>
                    {course.title}
                  </Link>
                </td>
                <td className={th}>{course.organization.name}</td>
                <td className={`${th} whitespace-nowrap`}>
                  {formatTimeFrame(course.timeFrame.start, course.timeFrame.end)}
                </td>
                <td className={th}>
                  <Link to={`${STAFF_PATHS.courses}/${course.id}/inschrijvingen`} className={textLinkStyle}>
                    {course.enrolledCount} van {course.maxParticipants}
                    <span className="sr-only"> aanmeldingen van {course.title}</span>
                  </Link>
                </td>
                <td className={th}>
                  <CourseStatusBadge status={course.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 flex flex-wrap gap-6">
        {paged && (
          <Link to={firstPageLink(search)} className={textLinkStyle}>
            Terug naar het begin
          </Link>
        )}
        {staffCourses.pageInfo.hasNextPage && (
          <Link to={nextPageLink(search, staffCourses.pageInfo.endCursor)} className={textLinkStyle}>
            Volgende cursussen
          </Link>
        )}
      </p>
    </>
  );
}
