import { Link } from "react-router";
import type { StaffTicketTypeFieldsFragment } from "../../../graphql/generated.ts";
import { buttonStyles, textLinkStyle } from "../../../lib/styles.ts";
import { staffEventPath } from "../../../../common/site-paths.ts";
import { formatDateAtTime } from "../../../../common/format/dates.ts";
import { formatEurosPlain } from "../../../../common/format/money.ts";
import { VAT_RATE_LABELS } from "./event-values.ts";

function saleWindow(type: StaffTicketTypeFieldsFragment): string {
  const from = type.saleStartsAt ? `vanaf ${formatDateAtTime(type.saleStartsAt)}` : "direct";
  const until = type.saleEndsAt ? ` tot en met ${formatDateAtTime(type.saleEndsAt)}` : "";
  return `${from}${until}`;
}

/** The ticket types of an event on its back-office page, in the order the public page shows them. */
export function TicketTypeTable({
  eventId,
  ticketTypes,
}: {
  eventId: string;
  ticketTypes: StaffTicketTypeFieldsFragment[];
}) {
  return (
    <section aria-labelledby="tickettypes" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="tickettypes" className="text-2xl font-bold text-brand-900">
          Tickettypes
        </h2>
        <Link to={staffEventPath(eventId, "tickets/nieuw")} className={buttonStyles.secondary}>
          Tickettype toevoegen
        </Link>
      </div>
      {ticketTypes.length === 0 ? (
        <p className="mt-4">Dit evenement heeft nog geen tickettypes; zonder tickettype is er niets te koop.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Tickettypes van dit evenement, in de volgorde van de website</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Naam
                </th>
                <th scope="col" className="px-4 py-3">
                  Prijs
                </th>
                <th scope="col" className="px-4 py-3">
                  Verkocht / gereserveerd / plaatsen
                </th>
                <th scope="col" className="px-4 py-3">
                  Verkoop
                </th>
                <th scope="col" className="px-4 py-3">
                  Zichtbaar
                </th>
              </tr>
            </thead>
            <tbody>
              {ticketTypes.map((type) => (
                <tr key={type.id} className="border-t border-slate-200">
                  <td className="px-4 py-3">
                    <Link to={staffEventPath(eventId, `tickets/${type.id}`)} className={textLinkStyle}>
                      {type.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {type.priceCents === 0 ? "Gratis" : formatEurosPlain(type.priceCents)}
                    <br />
                    <span className="text-sm text-slate-700">{VAT_RATE_LABELS[type.vatRate]}</span>
                  </td>
                  <td className="px-4 py-3">
                    {type.soldCount} / {type.heldCount} / {type.quantity}
                    {type.maxPerOrder != null && (
                      <span className="block text-sm text-slate-700">max. {type.maxPerOrder} per bestelling</span>
                    )}
                  </td>
                  <td className="px-4 py-3">{saleWindow(type)}</td>
                  <td className="px-4 py-3">{type.visible ? "Ja" : "Nee (verborgen)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
