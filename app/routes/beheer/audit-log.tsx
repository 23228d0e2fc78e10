import { Form, Link } from "react-router";
import type { Route } from "./+types/audit-log.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffSelect, StaffTextField } from "../../features/beheer/fields.tsx";
import { AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel } from "../../../common/vocabulary/audit.ts";
import { AuditLogDocument, StaffMembersDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { parseAmsterdamLocal } from "../../../common/format/amsterdam-input.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("audit.read");

const PAGE_SIZE = 50;
const DAY_MS = 24 * 3600 * 1000;

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
  const dateProblem =
    (filters.from && !from) || (filters.until && !untilDay) ? "Vul een datum in als 11-03-2027." : null;
  return { auditLog, staffMembers, filters, dateProblem, search: url.searchParams.toString() };
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

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { auditLog, staffMembers, filters, dateProblem } = loaderData;
  const next = new URLSearchParams(loaderData.search);
  if (auditLog.pageInfo.endCursor) next.set("na", auditLog.pageInfo.endCursor);
  return (
    <>
      <h1 className={headingStyles.page}>Logboek</h1>
      <p className="mt-3 text-slate-700">
        Elke wijziging door medewerkers: wie, wanneer, wat, en de velden ervoor en erna.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <StaffSelect
          name="medewerker"
          label="Medewerker"
          optional
          defaultValue={filters.staffId}
          options={[
            { value: "", label: "Iedereen" },
            ...staffMembers.map((staff) => ({ value: staff.id, label: staff.name })),
          ]}
        />
        <StaffSelect
          name="soort"
          label="Onderdeel"
          optional
          defaultValue={filters.entityType}
          options={[
            { value: "", label: "Alles" },
            ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <StaffTextField
          name="van"
          type="date"
          label="Van"
          optional
          defaultValue={filters.from}
          error={dateProblem ?? undefined}
        />
        <StaffTextField name="tot" type="date" label="Tot en met" optional defaultValue={filters.until} />
        {filters.entityId && <input type="hidden" name="id" value={filters.entityId} />}
        <div className="flex items-end">
          <button type="submit" className={buttonStyles.secondary}>
            Filteren
          </button>
        </div>
      </Form>
      <p className="mt-6" role="status">
        {auditLog.totalCount === 1 ? "1 wijziging" : `${auditLog.totalCount} wijzigingen`}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left align-top">
          <caption className="sr-only">Wijzigingen, nieuwste eerst</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                Wanneer
              </th>
              <th scope="col" className="px-4 py-3">
                Wie
              </th>
              <th scope="col" className="px-4 py-3">
                Wat
              </th>
              <th scope="col" className="px-4 py-3">
                Wijzigingen
              </th>
            </tr>
          </thead>
          <tbody>
            {auditLog.nodes.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatInAmsterdam(entry.at, "d MMM yyyy HH:mm")}</td>
                <td className="px-4 py-3">{entry.actorName}</td>
                <td className="px-4 py-3">
                  {auditEntityLabel(entry.entityType)} {auditActionLabel(entry.action)}
                  <br />
                  <Link
                    to={`${STAFF_PATHS.auditLog}?soort=${encodeURIComponent(entry.entityType)}&id=${encodeURIComponent(entry.entityId)}`}
                    className="text-sm text-brand-700 underline"
                  >
                    Alle wijzigingen hiervan
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <Changes before={entry.before ?? null} after={entry.after ?? null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {auditLog.pageInfo.hasNextPage && (
        <p className="mt-6">
          <Link to={`?${next.toString()}`} className={textLinkStyle}>
            Oudere wijzigingen
          </Link>
        </p>
      )}
    </>
  );
}
