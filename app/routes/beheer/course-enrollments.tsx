import { data, Form, Link, useNavigation } from "react-router";
import { registrationNumbersText } from "../../features/registration-numbers/registration-number-lines.ts";
import type { Route } from "./+types/course-enrollments.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { CourseStatusBadge } from "../../features/beheer/course-status.tsx";
import { CourseWaitlistTable } from "../../features/beheer/CourseWaitlistTable.tsx";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { staffFields } from "../../features/beheer/field-definitions.ts";
import { formText } from "../../lib/form-data.ts";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { staffEnrollmentSchema } from "../../../common/validation/course-enrollment.ts";
import { ParticipantLinks } from "../../features/beheer/participants/ParticipantLinks.tsx";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  CancelEnrollmentForStaffDocument,
  EnrollParticipantForStaffDocument,
  StaffCourseEnrollmentsDocument,
} from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam, formatTimeFrame } from "../../../common/format/dates.ts";
import { isUuid } from "../../../common/ids.ts";
import { PHONE_HINT } from "../../../common/validation/messages.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";
import { ListedEmail } from "../../features/beheer/participants/ListedEmail.tsx";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { ENROLLMENT_STATUS_LABELS } from "../../../common/vocabulary/courses.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("enrollments.manage");

const PAGE_SIZE = 50;
const NOT_FOUND = { message: "Deze cursus bestaat niet." };
const PARTICIPANT_FIELDS = ["firstName", "lastName", "email", "phoneNumber", "organization", "function"] as const;
type ParticipantValues = Record<(typeof PARTICIPANT_FIELDS)[number], string>;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const url = new URL(request.url);
  const after = url.searchParams.get("na");
  const result = await runStaffOperation(context, request, StaffCourseEnrollmentsDocument, {
    courseId: params.id,
    first: PAGE_SIZE,
    ...(after ? { after } : {}),
  });
  if (!result.staffCourse) throw data(NOT_FOUND, { status: 404 });
  return {
    course: result.staffCourse,
    // Phone numbers are stored as E.164; shown the Dutch way, formatted here so the phone library stays on the server.
    enrollments: {
      ...result.staffCourseEnrollments,
      nodes: result.staffCourseEnrollments.nodes.map((enrollment) => ({
        ...enrollment,
        phoneNumber: formatPhoneNumber(enrollment.phoneNumber),
      })),
    },
    waitlist: result.staffCourseWaitlist,
    paged: Boolean(after),
    canRead: viewer.permissions.includes("participants.read"),
    canMessage: viewer.permissions.includes("participants.message"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const form = await request.formData();
  const text = (name: string) => formText(form, name);
  const back = `${STAFF_PATHS.courses}/${params.id}/inschrijvingen`;
  if (text("intent") === "afmelden") {
    const enrollmentId = text("enrollmentId");
    try {
      if (!isUuid(enrollmentId)) throw data({ message: "Deze aanmelding bestaat niet (meer)." }, { status: 404 });
      await runStaffOperation(context, request, CancelEnrollmentForStaffDocument, { input: { enrollmentId } });
      return redirectWithNotice(context, back, "deelnemer-afgemeld");
    } catch (error) {
      return formFailure(error, { kind: "cancel" as const, enrollmentId });
    }
  }
  const values = Object.fromEntries(PARTICIPANT_FIELDS.map((field) => [field, text(field)])) as ParticipantValues;
  const parsed = parseStaffForm({ ...values, courseId: params.id }, staffEnrollmentSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, { kind: "enroll" as const, ...values });
  try {
    const { input } = parsed;
    await runStaffOperation(context, request, EnrollParticipantForStaffDocument, { input });
    return redirectWithNotice(context, back, "deelnemer-ingeschreven");
  } catch (error) {
    return formFailure(error, { kind: "enroll" as const, ...values });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Aanmeldingen", matches[0].loaderData);
}

export default function CourseEnrollmentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, enrollments, waitlist, paged, canRead, canMessage } = loaderData;
  const failure = actionData as
    FormFailure<({ kind: "enroll" } & ParticipantValues) | { kind: "cancel"; enrollmentId: string }> | undefined;
  const enrollValues = failure?.values.kind === "enroll" ? failure.values : undefined;
  const enrollFailure = failure && enrollValues ? { ...failure, values: enrollValues } : undefined;
  const cancelFailure = failure?.values.kind === "cancel" ? failure : undefined;
  return (
    <>
      <p>
        <Link to={`${STAFF_PATHS.courses}/${course.id}`} className={textLinkStyle}>
          ← {course.title}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Aanmeldingen: {course.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
        <CourseStatusBadge status={course.status} />
        <span>{formatTimeFrame(course.timeFrame.start, course.timeFrame.end)}</span>
        <span>
          {course.enrolledCount} van {course.maxParticipants} plaatsen bezet
          {course.offeredCount > 0 && ` (en ${course.offeredCount} aangeboden aan de wachtlijst)`}
        </span>
      </p>
      {canRead && (
        <ParticipantLinks
          list="deelnemers-cursus"
          attendance="presentielijst-cursus"
          id={course.id}
          audience={canMessage && course.enrolledCount > 0 ? `cursus:${course.id}` : null}
          of="deze cursus"
        />
      )}
      {cancelFailure && (
        <div className="mt-6">
          <ErrorBox title="Niet afgemeld">{cancelFailure.message}</ErrorBox>
        </div>
      )}
      <EnrollmentsList enrollments={enrollments} paged={paged} />
      <CourseWaitlistTable entries={waitlist} offered={course.offeredCount} />
      <EnrollForm open={course.enrollmentOpen} failure={enrollFailure} />
    </>
  );
}

type Enrollments = Route.ComponentProps["loaderData"]["enrollments"];
type Enrollment = Enrollments["nodes"][number];

const moment = (value: string) => formatInAmsterdam(value, "d MMM yyyy HH:mm");

const COLUMNS: readonly ListColumn<Enrollment>[] = [
  { label: "Naam", cell: (enrollment) => enrollment.name, rowHeader: true },
  { label: "E-mailadres", cell: (enrollment) => <ListedEmail email={enrollment.email} /> },
  { label: "Organisatie", cell: (enrollment) => enrollment.organization },
  { label: "Functie", cell: (enrollment) => enrollment.function ?? "—" },
  { label: "Telefoon", cell: (enrollment) => enrollment.phoneNumber, nowrap: true },
  { label: "Registratienummers", cell: (enrollment) => registrationNumbersText(enrollment.registrationNumbers) },
  {
    label: "Status",
    cell: (enrollment) =>
      `${ENROLLMENT_STATUS_LABELS[enrollment.status]}${enrollment.canceledAt ? ` op ${moment(enrollment.canceledAt)}` : ""}`,
  },
  { label: "Aangemeld op", cell: (enrollment) => moment(enrollment.createdAt), nowrap: true },
  { label: "Actie", cell: (enrollment) => <CancelButton enrollment={enrollment} /> },
];

function EnrollmentsList({ enrollments, paged }: { enrollments: Enrollments; paged: boolean }) {
  const total = enrollments.totalCount;
  return (
    <div className="mt-8">
      <StaffList
        summary={`${total === 1 ? "1 aanmelding" : `${total} aanmeldingen`} (ingeschreven en afgemeld). Afmelden stuurt de deelnemer de gewone afmeldmail.`}
        caption="Aanmeldingen voor deze cursus, oudste eerst"
        columns={COLUMNS}
        rows={enrollments.nodes}
        rowKey={(enrollment) => enrollment.id}
        noun="aanmeldingen"
        paging={{ filters: {}, paged, pageInfo: enrollments.pageInfo, nextLabel: "Volgende aanmeldingen" }}
      />
    </div>
  );
}

/** Afmelden, when the API offers it for this enrolment. */
function CancelButton({ enrollment }: { enrollment: Enrollment }) {
  if (!enrollment.actions.includes("CANCEL")) return null;
  return (
    <Form method="post">
      <input type="hidden" name="enrollmentId" value={enrollment.id} />
      <button type="submit" name="intent" value="afmelden" className={buttonStyles.secondary}>
        Afmelden<span className="sr-only"> {enrollment.name}</span>
      </button>
    </Form>
  );
}

const FIELDS = staffFields(staffEnrollmentSchema.shape, {
  firstName: "Voornaam",
  lastName: "Achternaam",
  email: "E-mailadres",
  phoneNumber: "Telefoonnummer",
  organization: "Organisatie",
  function: "Functie",
});

function EnrollForm({
  open,
  failure,
}: {
  open: boolean;
  failure: { message: string; fieldErrors: Readonly<Record<string, string>>; values: ParticipantValues } | undefined;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <section aria-labelledby="inschrijven" className="mt-12 max-w-2xl">
      <h2 id="inschrijven" className={headingStyles.section}>
        Iemand inschrijven
      </h2>
      <p className="mt-3 text-slate-700">
        Met dezelfde regels als op de site: de deelnemer krijgt een bevestiging met agenda-bestand en afmeldlink.
        {!open && " Aanmelden is nu gesloten (vol, begonnen, concept, geannuleerd of afgerond)."}
      </p>
      <Form method="post" noValidate className="mt-6 space-y-6">
        <StaffFormErrors failure={failure} title="Niet ingeschreven" fields={FIELDS} />
        {PARTICIPANT_FIELDS.map((field) => (
          <StaffTextField
            key={field}
            {...FIELDS[field]}
            type={field === "email" ? "email" : "text"}
            hint={field === "phoneNumber" ? PHONE_HINT : undefined}
            defaultValue={failure?.values[field] ?? ""}
            error={errors[field]}
          />
        ))}
        <button type="submit" name="intent" value="inschrijven" disabled={sending} className={buttonStyles.primary}>
          {sending ? "Bezig met inschrijven..." : "Inschrijven"}
        </button>
      </Form>
    </section>
  );
}
