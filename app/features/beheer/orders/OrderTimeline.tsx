import { formatDateAtTime } from "../../../../common/format/dates.ts";
import type { StaffOrderPageData } from "./order-actions.ts";

/** The order's history, oldest first. */
export function OrderTimeline({ entries }: { entries: StaffOrderPageData["timeline"] }) {
  return (
    <ol className="mt-4 space-y-3 border-l-2 border-slate-300 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <p>
            <time dateTime={entry.at} className="text-sm text-slate-700">
              {formatDateAtTime(entry.at)}
            </time>{" "}
            <span className="font-semibold">{entry.title}</span>
          </p>
          {entry.detail && <p className="text-slate-800">{entry.detail}</p>}
          {entry.technicalDetail && (
            <details className="text-sm text-slate-800">
              <summary className="cursor-pointer">Technische details</summary>
              <p className="font-mono break-words">{entry.technicalDetail}</p>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
