/** What the order mails say about the event and what was ordered: one wording for every order mail. */
import type { ConfirmedOrder, EventSummary } from "../../domain/tickets/ticket-documents.ts";
import { formatLongDate, formatTimeRange } from "../../../common/format/dates.ts";
import { formatPlace } from "../../../common/format/address.ts";
import { formatEuros } from "../../../common/format/money.ts";
import type { DetailRow } from "./mail-blocks.ts";

export function eventRows(event: EventSummary): DetailRow[] {
  const place = formatPlace(event.location);
  return [
    { label: "Datum", value: formatLongDate(event.startsAt) },
    { label: "Tijd", value: `${formatTimeRange(event.startsAt, event.endsAt)} uur` },
    ...(place ? [{ label: "Locatie", value: place }] : []),
  ];
}

/** A row per order line ('2 × Regulier', its amount), then the total. */
export function orderLineRows(order: Pick<ConfirmedOrder, "lines" | "totalCents">): DetailRow[] {
  return [
    ...order.lines.map((line) => ({
      label: `${line.quantity} × ${line.description}`,
      value: formatEuros(line.totalCents),
    })),
    { label: "Totaal", value: formatEuros(order.totalCents) },
  ];
}
