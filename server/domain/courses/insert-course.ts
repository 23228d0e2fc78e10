/**
 * The one way a course comes into the database, shared by the demo seed, the tests and (later) the back office's
 * course service: its description and practical information pass the rich-text allow-list on the way in
 * (server/domain/rich-text.ts).
 */
import type { DbOrTx } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";
import { sanitizeRichText } from "../rich-text.ts";

export type CourseRowInput = typeof courses.$inferInsert;

export async function insertCourse(db: DbOrTx, course: CourseRowInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(courses)
    .values({
      ...course,
      descriptionHtml: sanitizeRichText(course.descriptionHtml),
      practicalInfoHtml: sanitizeRichText(course.practicalInfoHtml ?? ""),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error(`Cursus '${course.title}' is niet aangemaakt`);
  return row;
}
