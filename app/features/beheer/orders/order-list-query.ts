/**
 * The address of the order list (STAFF_PATHS.orders): ?zoek, ?evenement, ?status, ?betaalwijze, ?van, ?tot
 * (jjjj-mm-dd, as the browser's date field sends it; dd-mm-jjjj is read too) and ?na, the cursor. Other pages (the
 * dashboard) link to it with these.
 */
import type { OrderStatus, PaymentMethod, StaffOrderFilter } from "../../../graphql/generated.ts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "../../../../common/vocabulary/orders.ts";

const MAX_SEARCH_LENGTH = 200;
const PARAMS = ["zoek", "evenement", "status", "betaalwijze", "van", "tot"] as const;

export type OrderListQuery = {
  /** The form's values as typed, to show again (a date that exists as jjjj-mm-dd, the date field's format). */
  values: Record<(typeof PARAMS)[number], string>;
  filter: StaffOrderFilter;
  after: string | null;
  /** Fields whose value was not a date, with the message to show. */
  fieldErrors: Record<string, string>;
};

const INVALID_LIST_DATE = "Vul een bestaande datum in.";

export function orderListQuery(request: Request): OrderListQuery {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(
    PARAMS.map((name) => [name, (params.get(name) ?? "").trim()]),
  ) as OrderListQuery["values"];
  values.zoek = values.zoek.slice(0, MAX_SEARCH_LENGTH);
  const fieldErrors: Record<string, string> = {};
  const date = (name: "van" | "tot") => {
    if (!values[name]) return undefined;
    const iso = isoDate(values[name]);
    if (!iso) fieldErrors[name] = INVALID_LIST_DATE;
    else values[name] = iso;
    return iso ?? undefined;
  };
  const filter: StaffOrderFilter = {
    ...(values.zoek ? { search: values.zoek } : {}),
    ...(/^[0-9a-f-]{36}$/i.test(values.evenement) ? { eventId: values.evenement } : {}),
    ...((ORDER_STATUSES as readonly string[]).includes(values.status) ? { status: values.status as OrderStatus } : {}),
    ...((PAYMENT_METHODS as readonly string[]).includes(values.betaalwijze)
      ? { paymentMethod: values.betaalwijze as PaymentMethod }
      : {}),
  };
  const createdFrom = date("van");
  const createdUntil = date("tot");
  return {
    values,
    filter: { ...filter, ...(createdFrom ? { createdFrom } : {}), ...(createdUntil ? { createdUntil } : {}) },
    after: params.get("na") || null,
    fieldErrors,
  };
}

/** 'dd-mm-jjjj' or 'jjjj-mm-dd' as 'jjjj-mm-dd' when that date exists; null otherwise. */
function isoDate(value: string): string | null {
  const dutch = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = dutch
    ? [Number(dutch[3]), Number(dutch[2]), Number(dutch[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
