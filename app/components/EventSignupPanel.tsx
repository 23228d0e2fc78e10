import { Link } from "react-router";
import type { EventFieldsFragment } from "../graphql/generated.ts";
import { EVENT_CLOSED_REASON, isClosedPhase } from "../lib/event-display.ts";
import { formatStreetAndTown } from "../../common/format/address.ts";
import { formatInAmsterdam } from "../../common/format/dates.ts";
import { buttonStyles, headingStyles } from "../lib/styles.ts";
import { ticketPurchasePath } from "../../common/site-paths.ts";

type PanelEvent = Pick<EventFieldsFragment, "id" | "name" | "timeFrame" | "location" | "phase">;

/** When, where and the way in: 'Meld je aan' while tickets are sold (the API's phase), otherwise why not. */
export function EventSignupPanel({ event }: { event: PanelEvent }) {
  const { phase } = event;
  const rows: [string, string][] = [
    ["Begint", formatInAmsterdam(event.timeFrame.start, "dd-MM-yyyy HH:mm")],
    ["Eindigt", formatInAmsterdam(event.timeFrame.end, "dd-MM-yyyy HH:mm")],
    ["Locatie", formatStreetAndTown(event.location)],
  ];
  return (
    <aside aria-labelledby="praktische-informatie" className="rounded-lg border border-slate-200 bg-brand-50 p-6">
      <h2 id="praktische-informatie" className={headingStyles.card}>
        Praktische informatie
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-brand-800">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        {isClosedPhase(phase) ? (
          <p className="rounded-md border border-slate-300 bg-white px-4 py-3 font-medium text-slate-800">
            {EVENT_CLOSED_REASON[phase]}
          </p>
        ) : (
          <Link to={ticketPurchasePath(event.id)} className={`w-full ${buttonStyles.primary}`}>
            Meld je aan
          </Link>
        )}
      </div>
    </aside>
  );
}
