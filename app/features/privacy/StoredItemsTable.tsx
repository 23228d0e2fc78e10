import { ScrollableTable } from "./ScrollableTable.tsx";
import type { StoredItem } from "./stored-items.ts";

/** The items stored in the browser: name, kind, purpose and how long, one row each. */
export function StoredItemsTable({ caption, items }: { caption: string; items: StoredItem[] }) {
  return (
    <ScrollableTable label={caption}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-200">
            <th scope="col" className="py-2 pr-4 font-semibold text-brand-900">
              Naam
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold text-brand-900">
              Soort
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold text-brand-900">
              Waarvoor
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold text-brand-900">
              Hoe lang
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-mono text-sm font-semibold break-all">
                {item.name}
              </th>
              <td className="py-2 pr-4">{item.kind}</td>
              <td className="py-2 pr-4">{item.purpose}</td>
              <td className="py-2 pr-4">{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
