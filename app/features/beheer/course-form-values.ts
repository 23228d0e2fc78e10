/**
 * The course form of /beheer/cursussen as posted, without JavaScript: the values to show again, the
 * small edits of its instructor list (add, remove, move) that re-show the form without saving, and the API input.
 * Moments are typed in Amsterdam time (datetime-local); the API gets them as ISO moments.
 */
import { toAmsterdamLocalInput } from "../../../common/format/amsterdam-input.ts";
import { courseFormSchema } from "../../../common/validation/course.ts";
import type { StaffCourseFieldsFragment } from "../../graphql/generated.ts";
import type { FormFailure } from "./form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "./staff-form.ts";

export type InstructorValues = { name: string; function: string; experience: string };

export type CourseValues = {
  title: string;
  summary: string;
  description: string;
  practicalInfo: string;
  organizationId: string;
  instructors: InstructorValues[];
  street: string;
  postalCode: string;
  city: string;
  country: string;
  startsAt: string;
  endsAt: string;
  maxParticipants: string;
  /** '' on a canceled or completed course: it keeps its status. */
  status: string;
};

/** What the form's buttons ask: save, or one edit of the instructor list ('omhoog:2', 'verwijder:0', ...). */
export type InstructorEdit =
  { kind: "add" } | { kind: "remove"; index: number } | { kind: "up"; index: number } | { kind: "down"; index: number };

/** The rows the form can post: the API allows 20 instructors, one more is the spare row. */
const MAX_ROWS = 21;

const EMPTY_INSTRUCTOR: InstructorValues = { name: "", function: "", experience: "" };

export function emptyCourseValues(): CourseValues {
  return {
    title: "",
    summary: "",
    description: "",
    practicalInfo: "",
    organizationId: "",
    instructors: [{ ...EMPTY_INSTRUCTOR }],
    street: "",
    postalCode: "",
    city: "",
    country: "Nederland",
    startsAt: "",
    endsAt: "",
    maxParticipants: "",
    status: "DRAFT",
  };
}

export function courseValuesOf(course: StaffCourseFieldsFragment): CourseValues {
  const editable = course.status === "DRAFT" || course.status === "PUBLISHED";
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    practicalInfo: course.practicalInfo,
    organizationId: course.organization.id,
    instructors: course.instructors.map(({ name, function: role, experience }) => ({
      name,
      function: role,
      experience,
    })),
    ...course.location,
    startsAt: toAmsterdamLocalInput(course.timeFrame.start),
    endsAt: toAmsterdamLocalInput(course.timeFrame.end),
    maxParticipants: String(course.maxParticipants),
    status: editable ? course.status : "",
  };
}

export function postedCourseValues(form: FormData): CourseValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // Instructor rows post as docent-<n>-naam, -functie and -ervaring: unique names, so each field has its own id.
  const instructors = Array.from({ length: MAX_ROWS }, (_unused, index) => ({
    name: text(`docent-${index}-naam`),
    function: text(`docent-${index}-functie`),
    experience: text(`docent-${index}-ervaring`),
  }))
    // A row left wholly empty is the form's spare row, not an instructor.
    .filter((row) => `${row.name}${row.function}${row.experience}`.trim() !== "");
  return {
    title: text("title"),
    summary: text("summary"),
    description: text("description"),
    practicalInfo: text("practicalInfo"),
    organizationId: text("organizationId"),
    instructors,
    street: text("street"),
    postalCode: text("postalCode"),
    city: text("city"),
    country: text("country"),
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    maxParticipants: text("maxParticipants"),
    status: text("status"),
  };
}

export function instructorEditOf(form: FormData): InstructorEdit | null {
  const intent = form.get("intent");
  if (typeof intent !== "string") return null;
  if (intent === "docent-toevoegen") return { kind: "add" };
  const match = /^(omhoog|omlaag|verwijder):(\d{1,2})$/.exec(intent);
  if (!match) return null;
  const index = Number(match[2]);
  return { kind: match[1] === "omhoog" ? "up" : match[1] === "omlaag" ? "down" : "remove", index };
}

/** The instructor list after one edit; the spare empty row comes from the form itself. */
export function applyInstructorEdit(rows: InstructorValues[], edit: InstructorEdit): InstructorValues[] {
  const next = [...rows];
  if (edit.kind === "add") return [...next, { ...EMPTY_INSTRUCTOR }];
  if (edit.kind === "remove") return next.filter((_row, index) => index !== edit.index);
  const other = edit.kind === "up" ? edit.index - 1 : edit.index + 1;
  if (other < 0 || other >= next.length || edit.index >= next.length) return next;
  [next[edit.index], next[other]] = [next[other]!, next[edit.index]!];
  return next;
}

/** What the action answers after an instructor edit: the form again, with a note that nothing is saved yet. */
type CourseFormDraft = { ok: "draft"; values: CourseValues };

export type CourseFormOutcome = FormFailure<CourseValues> | CourseFormDraft;

/** The API input as courseFormSchema reads the posted values (moments as ISO 8601), or each field's message. */
export function courseInput(values: CourseValues) {
  const parsed = parseStaffForm(values, courseFormSchema);
  if (!parsed.ok) return { ok: false as const, response: staffFormRefusal(parsed.fieldErrors, values) };
  const { startsAt, endsAt, status, ...rest } = parsed.input;
  return {
    ok: true as const,
    input: { ...rest, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), status },
  };
}
