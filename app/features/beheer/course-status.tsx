import { COURSE_STATUS_LABELS, type CourseStatusValue } from "../../../common/vocabulary/courses.ts";

/** A course's status in the back office: its Dutch name in a badge that does not rely on colour alone. */
const BADGE_STYLES: Readonly<Record<CourseStatusValue, string>> = {
  DRAFT: "border-slate-500 bg-slate-100 text-slate-900",
  PUBLISHED: "border-green-700 bg-green-50 text-green-900",
  CANCELED: "border-red-700 bg-red-50 text-red-900",
  COMPLETED: "border-brand-700 bg-brand-50 text-brand-900",
};

export function CourseStatusBadge({ status }: { status: CourseStatusValue }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${BADGE_STYLES[status]}`}
    >
      {COURSE_STATUS_LABELS[status]}
    </span>
  );
}

export function participantsWord(count: number): string {
  return count === 1 ? "1 deelnemer" : `${count} deelnemers`;
}
