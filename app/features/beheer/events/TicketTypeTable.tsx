import { Link } from "react-router";
import type { StaffTicketTypeFieldsFragment } from "../../../graphql/generated.ts";
import { buttonStyles, textLinkStyle } from "../../../lib/styles.ts";
import { staffEventPath } from "../../../../common/site-paths.ts";
import { formatDateAtTime } from "../../../../common/format/dates.ts";
import { formatEurosPlain } from "../../../../common/format/money.ts";
import { VAT_RATE_LABELS } from "./event-values.ts";
import { StaffList, type ListColumn } from "../StaffList.tsx";

function saleWindow(type: StaffTicketTypeFieldsFragment): string {
  const from = type.saleStartsAt ? `vanaf ${formatDateAtTime(type.saleStartsAt)}` : "direct";
  const until = type.saleEndsAt ? ` tot en met ${formatDateAtTime(type.saleEndsAt)}` : "";
  return `${from}${until}`;
}

function ticketTypeColumns(eventId: string): readonly ListColumn<StaffTicketTypeFieldsFragment>[] {
  return [
    {
      label: "Naam",
      rowHeader: true,
      cell: (type) => (
        <Link to={staffEventPath(eventId, `tickets/${type.id}`)} className={textLinkStyle}>
          {type.name}
        </Link>
      ),
    },
    {
      label: "Prijs",
      nowrap: true,
      cell: (type) => (
        <>
          {type.priceCents === 0 ? "Gratis" : formatEurosPlain(type.priceCents)}
          <span className="block text-sm text-slate-700">{VAT_RATE_LABELS[type.vatRate]}</span>
        </>
      ),
    },
    {
      label: "Verkocht / gereserveerd / plaatsen",
      cell: (type) => (
        <>
          {type.soldCount} / {type.heldCount} / {type.quantity}
          {type.maxPerOrder != null && (
            <span className="block text-sm text-slate-700">max. {type.maxPerOrder} per bestelling</span>
          )}
        </>
      ),
    },
    { label: "Verkoop", cell: saleWindow },
    { label: "Zichtbaar", cell: (type) => (type.visible ? "Ja" : "Nee (verborgen)") },
  ];
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
      <StaffList
        caption="Tickettypes van dit evenement, in de volgorde van de website"
        columns={ticketTypeColumns(eventId)}
        rows={ticketTypes}
        rowKey={(type) => type.id}
        noun="tickettypes"
        empty="Dit evenement heeft nog geen tickettypes; zonder tickettype is er niets te koop."
      />
    </section>
  );
}
