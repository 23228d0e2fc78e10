/**
 * The back office's one way to filter a list: a GET form (a filtered view is an address to bookmark and share, and
 * works without JavaScript) with labelled fields, a submit button and a link that clears every filter. A filter is
 * optional by nature, so its label says nothing about it; a date is the browser's own date field, which sends
 * jjjj-mm-dd, the format the lists' loaders read.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { StaffSelect, StaffTextField } from "./fields.tsx";
import { buttonStyles, textLinkStyle } from "../../lib/styles.ts";

type FilterFieldProps = { name: string; label: string; defaultValue: string; error?: string | undefined };

export function ListFilters({
  label,
  resetTo = "?",
  children,
}: {
  /** The search landmark's name, e.g. "Bestellingen zoeken". */
  label: string;
  /** The list without filters. */
  resetTo?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mt-6 grid gap-4 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {children}
      <div className="flex flex-wrap items-end gap-4">
        <button type="submit" className={buttonStyles.secondary}>
          Zoeken
        </button>
        <Link to={resetTo} className={`${textLinkStyle} py-2.5`}>
          Wis filters
        </Link>
      </div>
    </Form>
  );
}

/** A free-text search over the whole width of the form. */
export function SearchFilter(props: FilterFieldProps) {
  return (
    <div className="sm:col-span-2 lg:col-span-3">
      <StaffTextField {...props} optional="unmarked" maxLength={200} />
    </div>
  );
}

export function DateFilter(props: FilterFieldProps) {
  return <StaffTextField {...props} type="date" optional="unmarked" />;
}

export function SelectFilter(props: FilterFieldProps & { options: readonly { value: string; label: string }[] }) {
  return <StaffSelect {...props} optional="unmarked" />;
}
