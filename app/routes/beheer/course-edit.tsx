import { data, Link } from "react-router";
import type { Route } from "./+types/course-edit.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { CourseForm } from "../../features/beheer/CourseForm.tsx";
import { CourseStatusActions } from "../../features/beheer/CourseStatusActions.tsx";
import { CourseStatusBadge } from "../../features/beheer/course-status.tsx";
import {
  applyInstructorEdit,
  courseInput,
  courseValuesOf,
  instructorEditOf,
  postedCourseValues,
  type CourseFormOutcome,
} from "../../features/beheer/course-form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  CancelCourseDocument,
  CompleteCourseDocument,
  StaffCourseDocument,
  StaffOrganizationOptionsDocument,
  UpdateCourseDocument,
} from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { COURSE_STATUS_LABELS } from "../../../common/vocabulary/courses.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("courses.manage");

const NOT_FOUND = { message: "Deze cursus bestaat niet." };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const [{ staffCourse }, { staffOrganizationOptions }] = await Promise.all([
    runStaffOperation(context, request, StaffCourseDocument, { id: params.id }),
    runStaffOperation(context, request, StaffOrganizationOptionsDocument, {}),
  ]);
  if (!staffCourse) throw data(NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  return {
    course: staffCourse,
    organizations: staffOrganizationOptions,
    confirm: url.searchParams.get("bevestig"),
  };
}

type StatusRefusal = { ok: "refused"; message: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const id = params.id;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cursus-annuleren" || intent === "cursus-afronden") {
    try {
      if (intent === "cursus-annuleren") {
        const { cancelCourse } = await runStaffOperation(context, request, CancelCourseDocument, { input: { id } });
        return redirectWithNotice(
          context,
          `${STAFF_PATHS.courses}/${id}`,
          "cursus-geannuleerd",
          cancelCourse.participantsMailed,
        );
      }
      await runStaffOperation(context, request, CompleteCourseDocument, { input: { id } });
      return redirectWithNotice(context, `${STAFF_PATHS.courses}/${id}`, "cursus-afgerond");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refusal: StatusRefusal = { ok: "refused", message: error.message };
      return data(refusal, apiErrorInit(error));
    }
  }
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
    const { status, ...rest } = checked.input;
    const input = { id, ...rest, ...(status ? { status } : {}) };
    await runStaffOperation(context, request, UpdateCourseDocument, { input });
    return redirectWithNotice(context, `${STAFF_PATHS.courses}/${id}`, "cursus-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Cursus wijzigen", matches[0].loaderData);
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { course, organizations, confirm } = loaderData;
  const outcome = actionData as CourseFormOutcome | StatusRefusal | undefined;
  const formOutcome = outcome && outcome.ok !== "refused" ? outcome : undefined;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.courses} className={textLinkStyle}>
          ← Cursussen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{course.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <CourseStatusBadge status={course.status} />
        <Link to={`${STAFF_PATHS.courses}/${course.id}/inschrijvingen`} className={textLinkStyle}>
          Aanmeldingen ({course.enrolledCount} van {course.maxParticipants})
        </Link>
        <Link to={`${STAFF_PATHS.courses}/${course.id}/certificaten`} className={textLinkStyle}>
          Accreditatie en certificaten
        </Link>
        {course.publicUrl && (
          <Link to={course.publicUrl} className={textLinkStyle}>
            Bekijk op de site
          </Link>
        )}
        <Link to={`${STAFF_PATHS.auditLog}?soort=course&id=${course.id}`} className={textLinkStyle}>
          Wijzigingen
        </Link>
      </div>
      {outcome?.ok === "refused" && (
        <div className="mt-6">
          <ErrorBox title="Niet gelukt">{outcome.message}</ErrorBox>
        </div>
      )}
      <CourseStatusActions course={course} confirm={confirm} />
      {course.statusFinal && (
        <p className="mt-6 text-slate-700">
          Deze cursus is {COURSE_STATUS_LABELS[course.status].toLowerCase()} en houdt die status. De teksten en gegevens
          kun je nog wel aanpassen.
        </p>
      )}
      <h2 className={`${headingStyles.section} mt-10`}>Gegevens</h2>
      <CourseForm
        values={formOutcome?.values ?? courseValuesOf(course)}
        failure={formOutcome?.ok === false ? formOutcome : undefined}
        draft={formOutcome?.ok === "draft"}
        organizations={organizations}
        submitLabel="Wijzigingen opslaan"
        statusLocked={course.statusFinal}
      />
    </>
  );
}
