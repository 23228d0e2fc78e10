/** What the Vakschool mails say about a course: which, by whom, when (Amsterdam time) and where. */
import { formatStartAndEnd } from "../../../common/format/dates.ts";
import { addressLines } from "../../../common/format/address.ts";
import type { DetailRow } from "./mail-blocks.ts";

export type CourseMailCourse = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  organization: { name: string };
};

export function courseRows(course: CourseMailCourse): DetailRow[] {
  return [
    { label: "Cursus", value: course.title },
    { label: "Organisatie", value: course.organization.name },
    { label: "Wanneer", value: formatStartAndEnd(course.startsAt, course.endsAt) },
    { label: "Waar", value: addressLines(course).join(", ") },
  ];
}
