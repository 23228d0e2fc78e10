import type { Route } from "./+types/courses.ts";
import { Container } from "../components/Container.tsx";
import { NavigationLoadingNotice } from "../components/NavigationLoadingNotice.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { CourseCard } from "../features/course-enrollment/CourseCard.tsx";
import { courseLoadingLabel } from "../features/course-enrollment/course-display.ts";
import { AllCoursesDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { degradedPage, loaderHeadersOnly } from "../lib/degraded-page.ts";
import { pageMeta } from "../lib/meta.ts";
import { headingStyles } from "../lib/styles.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/**
 * The Vakschool overview. Rendered per request (places change with every enrolment). A failing API says so on the
 * page, never as an empty list; an outage is the 503 page (../lib/service-unavailable.ts).
 */
const LOAD_ERROR = "De cursussen konden niet worden geladen. Probeer het later opnieuw.";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { allCourses } = await runOperation(context, AllCoursesDocument);
    return { courses: allCourses.nodes, error: null };
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Cursussen laden mislukt:", error);
    return degradedPage({ courses: [], error: LOAD_ERROR });
  }
}

export const headers = loaderHeadersOnly;

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({
    root,
    title: "Vakschool",
    description:
      "De Forensische Vakschool: drie weken per jaar gratis cursussen door en voor medewerkers in de forensische zorg.",
    path: "/vakschool",
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { courses, error } = loaderData;
  return (
    <>
      <PageIntro title="Forensische Vakschool">
        <p>
          Drie keer per jaar is er een week van de Forensische Vakschool: een week vol cursussen, gegeven door vakmensen
          uit de forensische zorg. De Vakschool is er voor medewerkers van de vrienden van het Forensisch Forum, maar
          ook wie niet bij een van de vrienden werkt, is van harte welkom.
        </p>
      </PageIntro>
      <Container className="py-10 sm:py-14">
        <section
          aria-labelledby="zo-meld-je-je-aan"
          className="rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6"
        >
          <h2 id="zo-meld-je-je-aan" className={headingStyles.card}>
            Zo meld je je aan
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            <li>Kies een cursus en gebruik de knop &lsquo;Direct aanmelden&rsquo; op de pagina van die cursus.</li>
            <li>Je ontvangt daarna een bevestiging per e-mail.</li>
            <li>
              Deelname is gratis, maar het aantal plaatsen is beperkt. Kun je toch niet? Meld je dan zo snel mogelijk af
              via de link in je bevestiging, zodat iemand anders je plaats kan krijgen.
            </li>
          </ul>
        </section>
        <h2 className={`mt-10 ${headingStyles.section}`}>Cursussen</h2>
        {error ? (
          <NoticeBox tone="error" className="mt-6">
            {error}
          </NoticeBox>
        ) : courses.length === 0 ? (
          <NoticeBox className="mt-6">Er zijn momenteel geen cursussen beschikbaar.</NoticeBox>
        ) : (
          <ul aria-label="Cursussen" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course, index) => (
              <li key={course.id} className="flex">
                <CourseCard course={course} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </Container>
      <NavigationLoadingNotice labelFor={courseLoadingLabel} />
    </>
  );
}
