import { data, Link } from "react-router";
import type { Route } from "./+types/course-detail.ts";
import { Container } from "../components/Container.tsx";
import { NavigationLoadingNotice } from "../components/NavigationLoadingNotice.tsx";
import { courseLoadingLabel } from "../features/course-enrollment/course-display.ts";
import { CourseInfoPanel } from "../features/course-enrollment/CourseInfoPanel.tsx";
import { CourseInstructors } from "../features/course-enrollment/CourseInstructors.tsx";
import { CourseProblem } from "../features/course-enrollment/CourseProblem.tsx";
import {
  enrollmentErrorMessage,
  isWaitlistPost,
  numberErrorsOf,
  readEnrollmentForm,
  type EnrollmentActionData,
} from "../features/course-enrollment/enrollment-form.ts";
import { checkEnrollment } from "../features/course-enrollment/enrollment-rules.ts";
import { EnrollmentPanel } from "../features/course-enrollment/EnrollmentPanel.tsx";
import { OrganizationLogo } from "../features/course-enrollment/OrganizationLogo.tsx";
import { loadTermsInForce, readShownTermsVersion } from "../features/terms/terms-in-force.ts";
import {
  EnrollCourseParticipantDocument,
  GetCourseByIdDocument,
  JoinCourseWaitlistDocument,
} from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError, retryAfterHeaders } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { loadByRouteId } from "../lib/load-by-route-id.ts";
import { pageMeta } from "../lib/meta.ts";
import { revalidateAfterPost } from "../lib/revalidate-after-post.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { coursePath } from "../../common/site-paths.ts";

/** Problems answer with data() and a status, so the page renders its own Dutch message (and crawlers see 404). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [load, terms] = await Promise.all([
    loadByRouteId(params.id, "Cursus", async (courseId) => {
      const { courseById } = await runOperation(context, GetCourseByIdDocument, { courseId });
      return courseById;
    }),
    loadTermsInForce(context),
  ]);
  if (load.kind === "error") return data({ kind: load.kind, id: load.id }, { status: load.status });
  if (load.kind !== "found") return data({ kind: load.kind }, { status: load.status });
  const course = load.value;
  return {
    kind: "course" as const,
    course,
    terms,
    formRequested: new URL(request.url).searchParams.has("aanmelden"),
  };
}

/**
 * The registration form's submit: with JavaScript from <Form>, without it as a plain POST. Same checks either way.
 * A full course's form (intent=wachtlijst) puts the visitor on the waitlist with the same details.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const waitlist = isWaitlistPost(formData);
  const values = readEnrollmentForm(formData);
  // The numbers go on as typed: the API checks them against the course's registers, in the same Dutch words.
  const checked = checkEnrollment(values, null);
  if (!checked.ok) {
    return data<EnrollmentActionData>({ outcome: "invalid", values, errors: checked.errors }, { status: 400 });
  }
  try {
    const input = { ...checked.participant, courseId: params.id };
    if (waitlist) {
      // The waitlist keeps no numbers; its form asks none.
      const { joinCourseWaitlist } = await runOperation(context, JoinCourseWaitlistDocument, { input });
      return data<EnrollmentActionData>({ outcome: "waitlisted", position: joinCourseWaitlist.position ?? null });
    }
    const acceptedTermsVersion = readShownTermsVersion(formData);
    const { registrationNumbers } = checked;
    await runOperation(context, EnrollCourseParticipantDocument, {
      input: { ...input, acceptedTermsVersion, registrationNumbers },
    });
    return data<EnrollmentActionData>({ outcome: "enrolled" });
  } catch (error) {
    rethrowUnlessApiError(error);
    const numberErrors = numberErrorsOf(error);
    if (numberErrors) {
      return data<EnrollmentActionData>({ outcome: "invalid", values, errors: numberErrors }, { status: 400 });
    }
    const message = enrollmentErrorMessage(error, waitlist);
    return data<EnrollmentActionData>({ outcome: "failed", values, message }, apiErrorInit(error));
  }
}

/** Over the enrolment limit the page answers 429 with Retry-After. */
export const headers = retryAfterHeaders;

/** After an enrolment, also a refused one, reload the course so the places shown are current. */
export const shouldRevalidate = revalidateAfterPost;

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const path = coursePath(params.id);
  if (loaderData?.kind !== "course") {
    const title = loaderData?.kind === "error" ? "Cursus kon niet worden geladen" : "Cursus niet gevonden";
    return [
      ...pageMeta({ root, title, description: "Deze cursus kon niet worden getoond.", path }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { course } = loaderData;
  return pageMeta({ root, title: `${course.title} | Vakschool`, description: course.summary, path });
}

export default function CourseDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind !== "course") {
    const retryTo = loaderData.kind === "error" ? coursePath(loaderData.id) : undefined;
    return <CourseProblem kind={loaderData.kind} retryTo={retryTo} />;
  }
  const { course, terms, formRequested } = loaderData;
  return (
    <article>
      <Container className="py-8 sm:py-12">
        <p>
          <Link to="/vakschool" className={`inline-block py-1 ${textLinkStyle}`}>
            <span aria-hidden="true">← </span>Terug naar overzicht
          </Link>
        </p>
        {/* Row 1 only as tall as the header; the side panels' extra height goes to row 2, so an open form does
            not push the description down and leave a gap under the summary. */}
        <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <header className="lg:col-span-2">
            <OrganizationLogo
              name={course.organization.name}
              logoUrl={course.organization.logoUrl}
              className="mb-4 h-14"
              lazy={false}
            />
            <p className="font-semibold text-brand-800">{course.organization.name}</p>
            <h1 className={`mt-1 ${headingStyles.page}`}>{course.title}</h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-800">{course.summary}</p>
          </header>
          <div className="space-y-6 lg:sticky lg:top-6 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
            <EnrollmentPanel
              courseId={course.id}
              phase={course.phase}
              actionData={actionData}
              requested={formRequested}
              terms={terms}
              registers={course.registrationNumberRegisters}
            />
            <CourseInfoPanel course={course} />
          </div>
          <div className="lg:col-span-2">
            {/* Sanitised on the server before it was stored. */}
            <div className="course-description" dangerouslySetInnerHTML={{ __html: course.description }} />
            <CourseInstructors instructors={course.instructors} />
          </div>
        </div>
      </Container>
      <NavigationLoadingNotice labelFor={courseLoadingLabel} />
    </article>
  );
}
