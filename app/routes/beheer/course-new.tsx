import { data, Link } from "react-router";
import type { Route } from "./+types/course-new.ts";
import { CourseForm } from "../../features/beheer/CourseForm.tsx";
import {
  applyInstructorEdit,
  courseInput,
  emptyCourseValues,
  instructorEditOf,
  postedCourseValues,
  type CourseFormOutcome,
} from "../../features/beheer/course-form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateCourseDocument, StaffOrganizationOptionsDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("courses.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffOrganizationOptions } = await runStaffOperation(context, request, StaffOrganizationOptionsDocument, {});
  return { organizations: staffOrganizationOptions };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = postedCourseValues(form);
  const edit = instructorEditOf(form);
  if (edit) {
    const draft: CourseFormOutcome = {
      ok: "draft",
      values: { ...values, instructors: applyInstructorEdit(values.instructors, edit) },
    };
    return data(draft);
  }
  const checked = courseInput(values);
  if (!checked.ok) return checked.response;
  try {
    // The new course form always posts a status; a tampered one without starts as a draft, as before.
    const input = { ...checked.input, status: checked.input.status ?? "DRAFT" };
    const { createCourse } = await runStaffOperation(context, request, CreateCourseDocument, { input });
    return redirectWithNotice(context, `${STAFF_PATHS.courses}/${createCourse.course.id}`, "cursus-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Cursus toevoegen", matches[0].loaderData);
}

export default function NewCourse({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as CourseFormOutcome | undefined;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.courses} className={textLinkStyle}>
          ← Cursussen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Cursus toevoegen</h1>
      <CourseForm
        values={outcome?.values ?? emptyCourseValues()}
        failure={outcome?.ok === false ? outcome : undefined}
        draft={outcome?.ok === "draft"}
        organizations={loaderData.organizations}
        submitLabel="Cursus opslaan"
        statusLocked={false}
      />
    </>
  );
}
