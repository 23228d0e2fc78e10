/**
 * The back office's one list: a table of rows, what to say when none match, and the links to the first and the next
 * page (the API's cursors, list-page.ts). A real <table> from the `lg` width on; below it every row is a card that
 * shows each cell under its column's label, so no column hides behind a horizontal scroll on a tablet or a phone.
 * The cards keep the table's elements (only their display changes), so a screen reader still reads a table; the
 * label a card shows is hidden from it, as the column header already names the cell.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { listLink } from "./list-page.ts";
import { textLinkStyle } from "../../lib/styles.ts";

export type ListColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Short values (dates, amounts) that read best on one line in the table. */
  nowrap?: boolean;
  /** The cell that names its row (a <th scope="row">), for a list whose rows a screen reader walks. */
  rowHeader?: boolean;
};

type ListPaging = {
  /** The list's filters as its address holds them; the paging links keep them. */
  filters: Readonly<Record<string, string>>;
  /** Whether this is a later page (the address has a cursor). */
  paged: boolean;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null | undefined };
  /** The next page link's text, e.g. "Volgende bestellingen". */
  nextLabel: string;
  /** The address that shows the most, which the empty state offers; the list without filters unless given. */
  widest?: string;
};

type StaffListProps<Row> = {
  /** How many rows match, said when it changes (a live status line above the list). */
  summary?: ReactNode;
  /** What the table holds and in which order, for screen readers. */
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's id in the page, for a link or a redirect to it (`#…`). */
  rowId?: (row: Row) => string;
  /** The rows' name in the plural ("bestellingen"), for the empty state. */
  noun: string;
  /** The empty state of a list that no filter can widen (its own sentence). */
  empty?: string;
  paging?: ListPaging;
  /** What a row offers under its cells over the whole width (forms, say), or nothing. */
  below?: (row: Row) => ReactNode;
};

export function StaffList<Row>(props: StaffListProps<Row>) {
  const { caption, columns, rows, rowKey, rowId, noun, empty, paging, below, summary } = props;
  const filtered = paging ? Object.values(paging.filters).some(Boolean) : false;
  return (
    <>
      {summary !== undefined && (
        <p className="mt-6" role="status">
          {summary}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyList noun={noun} filtered={filtered && !empty} widest={paging?.widest ?? "?"} empty={empty} />
      ) : (
        <div className="mt-3 lg:rounded-lg lg:border lg:border-slate-300 lg:bg-white">
          <table className="staff-list w-full text-left max-lg:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-100 max-lg:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className="px-4 py-3">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            {rows.map((row) => (
              <ListRow key={rowKey(row)} id={rowId?.(row)} row={row} columns={columns} below={below?.(row)} />
            ))}
          </table>
        </div>
      )}
      {paging && <PagingLinks {...paging} />}
    </>
  );
}

/** A body per row, so a row and what it offers below it stay together as one card. */
function ListRow<Row>(props: {
  id?: string | undefined;
  row: Row;
  columns: readonly ListColumn<Row>[];
  below: ReactNode;
}) {
  const { id, row, columns, below } = props;
  return (
    // The row's and its cells' looks are the .staff-list rules of app.css, written once for every row.
    <tbody id={id}>
      <tr className="staff-list-cells">
        {columns.map((column) => {
          const Cell = column.rowHeader ? "th" : "td";
          return (
            <Cell
              key={column.label}
              scope={column.rowHeader ? "row" : undefined}
              className={column.nowrap ? "lg:whitespace-nowrap" : undefined}
            >
              <span aria-hidden="true" className="staff-list-label">
                {column.label}
              </span>
              <div className="min-w-0">{column.cell(row)}</div>
            </Cell>
          );
        })}
      </tr>
      {below ? (
        <tr>
          <td colSpan={columns.length} className="px-4 pb-4 max-lg:block max-lg:px-0 max-lg:pb-1">
            {below}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** Nothing matched: say so, and how to see more. */
function EmptyList(props: { noun: string; filtered: boolean; widest: string; empty: string | undefined }) {
  const { noun, filtered, widest, empty } = props;
  return (
    <p className="mt-3 rounded-lg border border-slate-300 bg-white p-4">
      {filtered ? (
        <>
          Geen {noun} gevonden die bij je zoekopdracht en filters passen. Zoek op minder woorden, haal een filter weg of{" "}
          <Link to={widest} className={textLinkStyle}>
            wis de filters
          </Link>
          .
        </>
      ) : (
        (empty ?? `Er zijn nog geen ${noun}.`)
      )}
    </p>
  );
}

function PagingLinks({ filters, paged, pageInfo, nextLabel }: ListPaging) {
  const next = pageInfo.hasNextPage && pageInfo.endCursor ? listLink(filters, pageInfo.endCursor) : null;
  if (!paged && !next) return null;
  return (
    <nav aria-label="Pagina's" className="mt-6">
      <ul className="flex flex-wrap gap-6">
        {paged && (
          <li>
            <Link to={listLink(filters)} className={textLinkStyle}>
              Terug naar het begin
            </Link>
          </li>
        )}
        {next && (
          <li>
            <Link to={next} className={textLinkStyle}>
              {nextLabel}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
