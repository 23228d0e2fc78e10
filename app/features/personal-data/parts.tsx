import { formatDateAtTime, formatTimeFrame } from "../../../common/format/dates.ts";
import { headingStyles } from "../../lib/styles.ts";

/** A group of the overview: a heading, and a line saying so when the site holds nothing of this kind. */
export function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={headingId(title)}>
      <h2 id={headingId(title)} className={headingStyles.section}>
        {title}
      </h2>
      {count === 0 ? (
        <p className="mt-3 text-slate-800">Hiervan bewaren we niets.</p>
      ) : (
        <div className="mt-4 space-y-4">{children}</div>
      )}
    </section>
  );
}

/** One record (an order, an enrolment): a card with a title and its facts. */
export function Item({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article className="rounded-lg border border-slate-300 bg-white p-5">
      <h3 className={headingStyles.card}>{title}</h3>
      {children}
    </article>
  );
}

export type Fact = [label: string, value: string | number | null | undefined];

/** Facts as a description list; empty ones are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-brand-800">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small titled list inside an item (lines, payments, tickets). */
export function SubList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="font-semibold text-brand-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-900">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export const when = (moment: string | null) => (moment ? formatDateAtTime(moment) : null);
export const frame = (subject: { startsAt: string; endsAt: string }) =>
  formatTimeFrame(subject.startsAt, subject.endsAt);

function headingId(title: string): string {
  return `groep-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}
