import { Link } from "react-router";
import type { EventFieldsFragment } from "../graphql/generated.ts";
import type { EventPhase } from "../lib/event-display.ts";
import { formatStreetAndTown } from "../../common/format/address.ts";
import { formatInAmsterdam } from "../../common/format/dates.ts";
import { buttonStyles, headingStyles } from "../lib/styles.ts";
import { ticketPurchasePath } from "../../common/site-paths.ts";

type PanelEvent = Pick<EventFieldsFragment, "id" | "name" | "timeFrame" | "location">;

const CLOSED_REASON: Record<Exclude<EventPhase, "upcoming">, string> = {
  past: "Dit evenement heeft al plaatsgevonden. Aanmelden is niet meer mogelijk.",
  canceled: "Dit evenement is geannuleerd. Aanmelden is niet mogelijk.",
};

/** When, where and the way in: 'Meld je aan' only while the event is upcoming, otherwise why not. */
export function EventSignupPanel({ event, phase }: { event: PanelEvent; phase: EventPhase }) {
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
        {phase === "upcoming" ? (
          <Link to={ticketPurchasePath(event.id)} className={`w-full ${buttonStyles.primary}`}>
            Meld je aan
          </Link>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white px-4 py-3 font-medium text-slate-800">
            {CLOSED_REASON[phase]}
          </p>
        )}
      </div>
    </aside>
  );
}
