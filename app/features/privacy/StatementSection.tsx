import { ScrollableTable } from "./ScrollableTable.tsx";
import { headingStyles } from "../../lib/styles.ts";

/** One numbered part of a statement: an h2 with its own id (so it can be linked) and readable text below it. */
export function StatementSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className={headingStyles.card}>
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-800 [&_li]:ml-6 [&_ul]:list-disc [&_ul]:space-y-1">{children}</div>
    </section>
  );
}

/** A plain table of two or three columns for the statements (what, why, how long). */
export function StatementTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <ScrollableTable label={caption}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-200">
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-4 font-semibold text-brand-900">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {first}
              </th>
              {rest.map((cell, index) => (
                <td key={index} className="py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
