import DataLoader from "dataloader";
import type { DbOrTx } from "../db/client.ts";
import {
  listInstructorsOfCourses,
  listOrganizations,
  type InstructorRow,
  type OrganizationRow,
} from "../domain/courses/course-queries.ts";
import { listTicketTypesOfEvents, type TicketTypeRow } from "../domain/events/event-queries.ts";

/**
 * The per-request loaders of the field resolvers: every field asked for in one tick of a request becomes one query
 * (a list of 20 events reads its ticket types once, not 20 times). Made per request by the context factory, so
 * nothing is cached beyond one request and every request sees the database as it is.
 */
export type Loaders = {
  ticketTypesOfEvent: DataLoader<string, TicketTypeRow[]>;
  organization: DataLoader<string, OrganizationRow>;
  instructorsOfCourse: DataLoader<string, InstructorRow[]>;
};

export function createLoaders(db: DbOrTx): Loaders {
  return {
    ticketTypesOfEvent: new DataLoader(
      groupedBy(
        (ids) => listTicketTypesOfEvents(db, ids),
        (row) => row.eventId,
      ),
    ),
    organization: new DataLoader(async (ids) => {
      const byId = new Map((await listOrganizations(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? new Error(`Organisatie ${id} bestaat niet.`));
    }),
    instructorsOfCourse: new DataLoader(
      groupedBy(
        (ids) => listInstructorsOfCourses(db, ids),
        (row) => row.courseId,
      ),
    ),
  };
}

/** A batch function for one-to-many: the rows of each key, in the order the query gave them; none is []. */
function groupedBy<Row>(
  load: (keys: readonly string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): DataLoader.BatchLoadFn<string, Row[]> {
  return async (keys) => {
    const groups = new Map<string, Row[]>(keys.map((key) => [key, []]));
    for (const row of await load(keys)) groups.get(keyOf(row))?.push(row);
    return keys.map((key) => groups.get(key) ?? []);
  };
}
