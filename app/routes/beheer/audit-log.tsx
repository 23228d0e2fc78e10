import { Link } from "react-router";
import type { Route } from "./+types/audit-log.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { DateFilter, ListFilters, SelectFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel } from "../../../common/vocabulary/audit.ts";
import { AuditLogDocument, StaffMembersDocument } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { parseAmsterdamLocal } from "../../../common/format/amsterdam-input.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("audit.read");

const PAGE_SIZE = 50;
const DAY_MS = 24 * 3600 * 1000;
const INVALID_DATE = "Vul een bestaande datum in.";

/** The filters as the page's address holds them (a GET form, so a filtered view can be bookmarked and shared). */
function filtersOf(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  return {
    staffId: get("medewerker"),
    entityType: get("soort"),
    entityId: get("id"),
    from: get("van"),
    until: get("tot"),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const from = filters.from ? parseAmsterdamLocal(filters.from) : null;
  const untilDay = filters.until ? parseAmsterdamLocal(filters.until) : null;
  const filter = {
    ...(isUuid(filters.staffId) ? { staffId: filters.staffId } : {}),
    ...(filters.entityType ? { entityType: filters.entityType.slice(0, 50) } : {}),
    ...(filters.entityId ? { entityId: filters.entityId.slice(0, 100) } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    // 'tot en met' a day: until the start of the next one.
    ...(untilDay ? { until: new Date(untilDay.getTime() + DAY_MS).toISOString() } : {}),
  };
  const after = url.searchParams.get("na");
  const [{ auditLog }, { staffMembers }] = await Promise.all([
    runStaffOperation(context, request, AuditLogDocument, { filter, first: PAGE_SIZE, ...(after ? { after } : {}) }),
    runStaffOperation(context, request, StaffMembersDocument, {}),
  ]);
  const dateErrors = {
    van: filters.from && !from ? INVALID_DATE : undefined,
    tot: filters.until && !untilDay ? INVALID_DATE : undefined,
  };
  const address = { medewerker: filters.staffId, soort: filters.entityType, id: filters.entityId };
  return {
    auditLog,
    staffMembers,
    filters,
    dateErrors,
    address: { ...address, van: filters.from, tot: filters.until },
    paged: Boolean(after),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Logboek", matches[0].loaderData);
}

/** The changed fields of an entry, side by side: what it was, what it became. */
function Changes({ before, after }: { before: string | null; after: string | null }) {
  const old = before ? (JSON.parse(before) as Record<string, unknown>) : {};
  const now = after ? (JSON.parse(after) as Record<string, unknown>) : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  if (fields.length === 0) return null;
  const show = (value: unknown) =>
    value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-brand-700">{fields.length} veld(en)</summary>
      <dl className="mt-2 space-y-1 text-sm">
        {fields.map((field) => (
          <div key={field}>
            <dt className="font-semibold">{field}</dt>
            <dd className="break-words">
              {before ? <del className="text-red-800">{show(old[field])}</del> : null}
              {before && after ? " → " : null}
              {after ? <ins className="text-green-800 no-underline">{show(now[field])}</ins> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

type Entry = Route.ComponentProps["loaderData"]["auditLog"]["nodes"][number];

const COLUMNS: readonly ListColumn<Entry>[] = [
  { label: "Wanneer", cell: (entry) => formatInAmsterdam(entry.at, "d MMM yyyy HH:mm"), nowrap: true },
  { label: "Wie", cell: (entry) => entry.actorName },
  {
    label: "Wat",
    cell: (entry) => (
      <>
        {auditEntityLabel(entry.entityType)} {auditActionLabel(entry.action)}
        <br />
        <Link
          to={`${STAFF_PATHS.auditLog}?soort=${encodeURIComponent(entry.entityType)}&id=${encodeURIComponent(entry.entityId)}`}
          className="text-sm text-brand-700 underline"
        >
          Alle wijzigingen hiervan
        </Link>
      </>
    ),
  },
  { label: "Wijzigingen", cell: (entry) => <Changes before={entry.before ?? null} after={entry.after ?? null} /> },
];

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { auditLog, staffMembers, filters, dateErrors, address, paged } = loaderData;
  return (
    <>
      <h1 className={headingStyles.page}>Logboek</h1>
      <p className="mt-3 text-slate-700">
        Elke wijziging door medewerkers: wie, wanneer, wat, en de velden ervoor en erna.
      </p>
      <ListFilters label="Logboek doorzoeken">
        <SelectFilter
          name="medewerker"
          label="Medewerker"
          defaultValue={filters.staffId}
          options={[
            { value: "", label: "Iedereen" },
            ...staffMembers.map((staff) => ({ value: staff.id, label: staff.name })),
          ]}
        />
        <SelectFilter
          name="soort"
          label="Onderdeel"
          defaultValue={filters.entityType}
          options={[
            { value: "", label: "Alles" },
            ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <DateFilter name="van" label="Van" defaultValue={filters.from} error={dateErrors.van} />
        <DateFilter name="tot" label="Tot en met" defaultValue={filters.until} error={dateErrors.tot} />
        {filters.entityId && <input type="hidden" name="id" value={filters.entityId} />}
      </ListFilters>
      <StaffList
        summary={auditLog.totalCount === 1 ? "1 wijziging" : `${auditLog.totalCount} wijzigingen`}
        caption="Wijzigingen, nieuwste eerst"
        columns={COLUMNS}
        rows={auditLog.nodes}
        rowKey={(entry) => entry.id}
        noun="wijzigingen"
        paging={{ filters: address, paged, pageInfo: auditLog.pageInfo, nextLabel: "Oudere wijzigingen" }}
      />
    </>
  );
}
