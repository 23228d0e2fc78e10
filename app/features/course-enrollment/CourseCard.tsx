import { Link } from "react-router";
import type { CourseFieldsFragment } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";
import { COURSE_PHASE_LABEL, formatCourseStart, placesAvailableLabel } from "./course-display.ts";
import { OrganizationLogo } from "./OrganizationLogo.tsx";
import { coursePath } from "../../../common/site-paths.ts";

export type CourseCardData = Pick<
  CourseFieldsFragment,
  "id" | "title" | "summary" | "availablePlaces" | "timeFrame" | "location" | "organization" | "phase"
>;

/**
 * A course in the Vakschool grid. The title's link stretches over the whole card, so the card opens
 * the detail page while screen readers hear one link named after the course.
 */
export function CourseCard({ course, priority = false }: { course: CourseCardData; priority?: boolean }) {
  const { organization, phase } = course;
  return (
    <article className="relative flex w-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex min-h-12 items-start justify-between gap-3">
        <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} lazy={!priority} />
        <span className="ml-auto shrink-0 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
          Vakschool
        </span>
      </div>
      <p className="mt-3 text-sm font-semibold text-slate-700">{organization.name}</p>
      <h2 className={`mt-1 ${headingStyles.card}`}>
        <Link
          to={coursePath(course.id)}
          className="underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:underline"
        >
          {course.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 leading-relaxed text-slate-700">{course.summary}</p>
      <dl className="mt-auto space-y-1 pt-4 text-sm text-slate-800">
        {course.location.city && (
          <div className="flex gap-2">
            <dt className="font-semibold">Plaats:</dt>
            <dd>{course.location.city}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="font-semibold">Start:</dt>
          <dd>{formatCourseStart(course.timeFrame.start)}</dd>
        </div>
      </dl>
      <p className={`mt-3 font-semibold ${phase === "OPEN" ? "text-brand-700" : "text-slate-700"}`}>
        {phase === "OPEN" ? placesAvailableLabel(course.availablePlaces) : COURSE_PHASE_LABEL[phase]}
      </p>
    </article>
  );
}
