/**
 * Where each upload is used. Content refers to an upload by its URL (/media/<id>/<variant>.<ext>, in a URL field
 * or inside rich text and page content) or, for a notice's PDF, by a column that references media_files. The one
 * list of tables that hold content is CONTENT_PLACES below: every text, JSON and array column of such a table is
 * searched (so a new column of a listed table is searched without a change here), and every column referencing
 * media_files. test/integration/media-usage.test.ts fails when a table of the schema is neither listed here nor
 * named there as holding no content, so a new content type cannot be forgotten.
 */
import { getTableColumns, or, sql, type Column, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { STAFF_PATHS, staffEventPath } from "../../../common/site-paths.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  affiliates,
  courseInstructors,
  courses,
  events,
  mediaFiles,
  organizations,
  siteNotices,
  sitePages,
  sitePageVersions,
  ticketTypes,
  vacancies,
  workshops,
  workshopSlots,
} from "../../db/schema/index.ts";

/** One place an upload is used: what it is ('Evenement'), its name, and its page in the back office. */
export type MediaUsage = { place: string; name: string; href: string };

type ContentPlace = {
  table: PgTable;
  /** What the place is called in the list. */
  place: string;
  /** The row's key, its name, and what its page's path needs besides (an event's id, say). */
  key: SQL | Column;
  name: SQL | Column;
  parent?: SQL | Column;
  href: (row: { key: string; parent: string | null }) => string;
};

const eventOfSlot = sql<string>`(select ${workshopSlots.eventId} from ${workshopSlots} where ${workshopSlots.id} = ${workshops.slotId})`;

/** Every table whose rows can show an upload, with how its rows are named and linked. */
export const CONTENT_PLACES: readonly ContentPlace[] = [
  {
    table: events,
    place: "Evenement",
    key: events.id,
    name: events.name,
    href: ({ key }) => staffEventPath(key),
  },
  {
    table: ticketTypes,
    place: "Tickettype",
    key: ticketTypes.id,
    name: ticketTypes.name,
    parent: ticketTypes.eventId,
    href: ({ parent }) => staffEventPath(parent ?? ""),
  },
  {
    table: workshops,
    place: "Workshop",
    key: workshops.id,
    name: workshops.name,
    parent: eventOfSlot,
    href: ({ key, parent }) => staffEventPath(parent ?? "", `workshops/${key}`),
  },
  {
    table: courses,
    place: "Cursus",
    key: courses.id,
    name: courses.title,
    href: ({ key }) => `${STAFF_PATHS.courses}/${key}`,
  },
  {
    table: courseInstructors,
    place: "Docent",
    key: courseInstructors.id,
    name: courseInstructors.name,
    parent: courseInstructors.courseId,
    href: ({ parent }) => `${STAFF_PATHS.courses}/${parent ?? ""}`,
  },
  {
    table: vacancies,
    place: "Vacature",
    key: vacancies.id,
    name: vacancies.title,
    href: ({ key }) => `${STAFF_PATHS.vacancies}/${key}`,
  },
  {
    table: organizations,
    place: "Organisatie",
    key: organizations.id,
    name: organizations.name,
    href: ({ key }) => `${STAFF_PATHS.organizations}/${key}`,
  },
  {
    table: affiliates,
    place: "Vriend",
    key: affiliates.id,
    name: sql<string>`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${affiliates.organizationId})`,
    href: ({ key }) => `${STAFF_PATHS.friends}/${key}`,
  },
  {
    table: siteNotices,
    place: "Melding",
    key: siteNotices.id,
    name: siteNotices.text,
    href: ({ key }) => `${STAFF_PATHS.siteNotices}/${key}`,
  },
  {
    table: sitePages,
    place: "Pagina (concept)",
    key: sitePages.key,
    name: sitePages.key,
    href: ({ key }) => `${STAFF_PATHS.sitePages}/${key}`,
  },
  {
    // A published version, also an earlier one: it can be put back, so its images stay.
    table: sitePageVersions,
    place: "Pagina (gepubliceerde versie)",
    key: sitePageVersions.pageKey,
    name: sitePageVersions.pageKey,
    href: ({ key }) => `${STAFF_PATHS.sitePages}/${key}`,
  },
];

const MEDIA_ID_IN_URL = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//g;

/** The columns of a table that can hold an upload's URL: text, JSON and arrays of text. */
function urlColumnsOf(table: PgTable): Column[] {
  return getTableConfig(table).columns.filter((column) => ["string", "json", "array"].includes(column.dataType));
}

/** The columns of a table that reference media_files by id (a notice's PDF). */
export function mediaIdColumnsOf(table: PgTable): Column[] {
  const columns = Object.values(getTableColumns(table)) as Column[];
  return getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    if (getTableConfig(reference.foreignTable).name !== getTableConfig(mediaFiles).name) return [];
    return columns.filter((column) => reference.columns.some((own) => own.name === column.name));
  });
}

/**
 * Where each upload is used, by upload id (an id used nowhere is absent). With `onlyIds`, only those uploads are
 * looked for. One query per content table, each reading only rows that name an upload at all.
 */
export async function mediaUsages(db: DbOrTx, onlyIds?: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const wanted = onlyIds ? new Set(onlyIds) : null;
  const usages = new Map<string, MediaUsage[]>();
  for (const place of CONTENT_PLACES) {
    const urls = urlColumnsOf(place.table).map((column) => sql`coalesce(${column}::text, '')`);
    const ids = mediaIdColumnsOf(place.table).map((column) => sql`coalesce('/media/' || ${column} || '/', '')`);
    const text = sql.join([...urls, ...ids], sql` || ' ' || `);
    const rows = await db
      .select({
        key: sql<string>`${place.key}`,
        name: sql<string>`${place.name}`,
        parent: sql<string | null>`${place.parent ?? sql`null`}`,
        text: sql<string>`${text}`,
      })
      .from(place.table)
      .where(or(...[...urls, ...ids].map((value) => sql`${value} like '%/media/%'`)));
    for (const row of rows) {
      const usage = { place: place.place, name: row.name, href: place.href({ key: row.key, parent: row.parent }) };
      for (const id of new Set([...row.text.matchAll(MEDIA_ID_IN_URL)].map((match) => match[1]!))) {
        if (wanted && !wanted.has(id)) continue;
        const list = usages.get(id) ?? [];
        if (!list.some((known) => known.href === usage.href && known.place === usage.place)) list.push(usage);
        usages.set(id, list);
      }
    }
  }
  return usages;
}

/** Whether an upload is used anywhere; read in the deleting transaction, under the upload's row lock. */
export async function isMediaUsed(db: DbOrTx, id: string): Promise<boolean> {
  return ((await mediaUsages(db, [id])).get(id)?.length ?? 0) > 0;
}
