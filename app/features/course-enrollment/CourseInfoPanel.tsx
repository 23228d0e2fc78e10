import { DetailRow } from "../../components/DetailRow.tsx";
import { filledPercentage } from "../../../common/capacity.ts";
import type { CourseFieldsFragment } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";
import { formatCourseMoment } from "./course-display.ts";
import { addressLines } from "../../../common/format/address.ts";
import { CourseStatusBadge } from "./CourseStatusBadge.tsx";

type InfoCourse = Pick<
  CourseFieldsFragment,
  "timeFrame" | "location" | "maxParticipants" | "availablePlaces" | "phase"
>;

/**
 * The side panel 'Cursusinformatie': status, start and end, where, and the places left with a bar of
 * the filled share while places remain on a course open for enrolment.
 */
export function CourseInfoPanel({ course }: { course: InfoCourse }) {
  const { maxParticipants, availablePlaces } = course;
  const filled = filledPercentage(maxParticipants, availablePlaces);
  return (
    <section aria-labelledby="cursusinformatie" className="rounded-lg border border-slate-200 bg-brand-50 p-6">
      <h2 id="cursusinformatie" className={headingStyles.card}>
        Cursusinformatie
      </h2>
      <CourseStatusBadge phase={course.phase} className="mt-3" />
      <dl className="mt-4 space-y-3">
        <DetailRow label="Start">{formatCourseMoment(course.timeFrame.start)}</DetailRow>
        <DetailRow label="Einde">{formatCourseMoment(course.timeFrame.end)}</DetailRow>
        <DetailRow label="Locatie">
          {addressLines(course.location).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </DetailRow>
        <DetailRow label="Plaatsen">
          {availablePlaces} van de {maxParticipants} plaatsen beschikbaar
          {course.phase === "OPEN" && availablePlaces > 0 && (
            <span
              aria-hidden="true"
              className="mt-2 block h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
            >
              <span
                data-testid="bezetting"
                className="block h-full rounded-full bg-brand-700"
                style={{ width: `${filled}%` }}
              />
            </span>
          )}
        </DetailRow>
      </dl>
    </section>
  );
}
