import type { GetCourseByIdQuery } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";

type Instructor = NonNullable<GetCourseByIdQuery["courseById"]>["instructors"][number];

/** 'Docenten': name, function and experience of each instructor. */
export function CourseInstructors({ instructors }: { instructors: Instructor[] }) {
  if (instructors.length === 0) return null;
  return (
    <section aria-labelledby="docenten" className="mt-10">
      <h2 id="docenten" className={headingStyles.section}>
        Docenten
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {instructors.map((instructor) => (
          <li key={instructor.id} className="rounded-lg border border-slate-200 bg-white p-5">
            <p className={headingStyles.card}>{instructor.name}</p>
            {instructor.function && <p className="font-medium text-brand-800">{instructor.function}</p>}
            {instructor.experience && <p className="mt-2 leading-relaxed text-slate-700">{instructor.experience}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
