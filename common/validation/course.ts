import { z } from "zod";
import { boundedDate, MAX_LENGTH, multilineText, optionalText, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { practicalInfoField } from "./practical-info.ts";
import { bothMoments, typedMoment, typedWholeNumber } from "./staff-typed.ts";

/**
 * A Vakschool course as staff enter it in /beheer/cursussen: one schema for the createCourse and
 * updateCourse services, so both refuse the same input with the same Dutch words.
 */
const COURSE_MAX_LENGTH = {
  title: 200,
  summary: 1000,
  /** The HTML of the rich-text editor; the sanitiser runs over it before it is stored. */
  description: 100_000,
  instructorName: 100,
  instructorFunction: 200,
  instructorExperience: 2000,
} as const;

/** At most this many instructors per course: more is a mistake, not a course. */
const MAX_INSTRUCTORS = 20;
const MAX_PARTICIPANTS_LIMIT = 10_000;

const COURSE_EDIT_STATUSES = ["DRAFT", "PUBLISHED"] as const;

const END_BEFORE_START_MESSAGE = "Het einde moet na het begin liggen.";

const emptyWhenNull = (schema: ReturnType<typeof optionalText>) => schema.transform((value) => value ?? "");

const instructorSchema = z.object({
  name: requiredText(COURSE_MAX_LENGTH.instructorName),
  function: emptyWhenNull(optionalText(COURSE_MAX_LENGTH.instructorFunction)),
  experience: multilineText(COURSE_MAX_LENGTH.instructorExperience)
    .nullish()
    .transform((value) => value ?? ""),
});
export type InstructorInput = z.output<typeof instructorSchema>;

const courseObject = z.object({
  title: requiredText(COURSE_MAX_LENGTH.title),
  summary: multilineText(COURSE_MAX_LENGTH.summary).min(1, MESSAGES.required),
  description: multilineText(COURSE_MAX_LENGTH.description).min(1, MESSAGES.required),
  /** For participants, in their mails; the service sanitises it like the description. */
  practicalInfo: practicalInfoField,
  organizationId: z.uuid("Kies een organisatie."),
  instructors: z
    .array(instructorSchema, MESSAGES.invalid)
    .max(MAX_INSTRUCTORS, `Een cursus kan maximaal ${MAX_INSTRUCTORS} docenten hebben.`),
  street: requiredText(MAX_LENGTH.address),
  postalCode: requiredText(MAX_LENGTH.postalCode),
  city: requiredText(MAX_LENGTH.city),
  country: requiredText(MAX_LENGTH.country),
  startsAt: boundedDate,
  endsAt: boundedDate,
  maxParticipants: z
    .number(MESSAGES.invalid)
    .int("Vul een heel getal in.")
    .min(1, "Er moet ten minste 1 plaats zijn.")
    .max(MAX_PARTICIPANTS_LIMIT, `Er kunnen maximaal ${MAX_PARTICIPANTS_LIMIT} plaatsen zijn.`),
});

const endAfterStart = (course: { startsAt: Date; endsAt: Date }) =>
  !bothMoments(course) || course.endsAt >= course.startsAt;
const endIssue = { message: END_BEFORE_START_MESSAGE, path: ["endsAt"] };

/** createCourse: a new course is a draft or published at once. */
export const newCourseSchema = courseObject
  .extend({ status: z.enum(COURSE_EDIT_STATUSES, "Kies concept of gepubliceerd.") })
  .refine(endAfterStart, endIssue);
export type NewCourseInput = z.output<typeof newCourseSchema>;

/** updateCourse: without a status the course keeps its own (a canceled or completed one must). */
export const courseChangeSchema = courseObject
  .extend({ status: z.enum(COURSE_EDIT_STATUSES, "Kies concept of gepubliceerd.").nullish() })
  .refine(endAfterStart, endIssue);
export type CourseChangeInput = z.output<typeof courseChangeSchema>;

/**
 * The course form of /beheer/cursussen as posted: the same rules, with the moments (Amsterdam time) and the
 * number of places as staff typed them. Its output is what createCourse and updateCourse take, moments as dates.
 */
export const courseFormSchema = courseObject
  .extend({
    startsAt: typedMoment,
    endsAt: typedMoment,
    maxParticipants: typedWholeNumber(1, MAX_PARTICIPANTS_LIMIT),
    // A canceled or completed course posts no status: it keeps its own.
    status: z
      .enum([...COURSE_EDIT_STATUSES, ""], "Kies concept of gepubliceerd.")
      .transform((status) => status || null),
  })
  .refine(endAfterStart, endIssue);
