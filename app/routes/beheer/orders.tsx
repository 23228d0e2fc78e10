import { Link } from "react-router";
import type { Route } from "./+types/orders.ts";
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from "../../features/beheer/ListFilters.tsx";
import { orderListQuery } from "../../features/beheer/orders/order-list-query.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffOrdersDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffOrderPath } from "../../../common/site-paths.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_METHOD_LABELS } from "../../../common/vocabulary/orders.ts";
import { formatDate, formatDateAtTime } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("orders.read");

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { values, filter, after, fieldErrors } = orderListQuery(request);
  const variables = { filter, first: PAGE_SIZE, ...(after ? { after } : {}) };
  const { staffOrders, staffOrderEventOptions } = await runStaffOperation(
    context,
    request,
    StaffOrdersDocument,
    variables,
  );
  return { staffOrders, events: staffOrderEventOptions, values, paged: Boolean(after), fieldErrors };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Bestellingen", matches[0].loaderData);
}

const anyOption = { value: "", label: "Alle" };

type Order = Route.ComponentProps["loaderData"]["staffOrders"]["nodes"][number];

const COLUMNS: readonly ListColumn<Order>[] = [
  {
    label: "Koper",
    cell: (order) => (
      <>
        <Link to={staffOrderPath(order.id)} className={textLinkStyle}>
          {order.firstName} {order.lastName}
        </Link>
        <span className="block text-sm text-slate-700">{order.email}</span>
      </>
    ),
  },
  { label: "Besteld", cell: (order) => formatDateAtTime(order.createdAt), nowrap: true },
  { label: "Bedrag", cell: (order) => formatEuros(order.totalCents), nowrap: true },
  { label: "Betaalwijze", cell: (order) => PAYMENT_METHOD_LABELS[order.paymentMethod] },
  { label: "Status", cell: (order) => ORDER_STATUS_LABELS[order.status] },
];

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { staffOrders, events, values, paged, fieldErrors } = loaderData;
  const { totals } = staffOrders;
  return (
    <>
      <h1 className={headingStyles.page}>Bestellingen</h1>
      <ListFilters label="Bestellingen zoeken">
        <SearchFilter
          name="zoek"
          label="Zoek op naam, e-mailadres, bestelnummer of factuurnummer"
          defaultValue={values.zoek}
        />
        <SelectFilter
          name="evenement"
          label="Evenement"
          defaultValue={values.evenement}
          options={[
            anyOption,
            ...events.map((event) => ({ value: event.id, label: `${event.name} (${formatDate(event.startsAt)})` })),
          ]}
        />
        <SelectFilter
          name="status"
          label="Status"
          defaultValue={values.status}
          options={[
            anyOption,
            ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
          ]}
        />
        <SelectFilter
          name="betaalwijze"
          label="Betaalwijze"
          defaultValue={values.betaalwijze}
          options={[anyOption, ...Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <DateFilter name="van" label="Besteld vanaf" defaultValue={values.van} error={fieldErrors.van} />
        <DateFilter name="tot" label="Besteld tot en met" defaultValue={values.tot} error={fieldErrors.tot} />
      </ListFilters>
      <StaffList
        summary={
          <>
            {totals.orderCount === 1 ? "1 bestelling" : `${totals.orderCount} bestellingen`}, samen{" "}
            {formatEuros(totals.totalCents)}
          </>
        }
        caption="Bestellingen, nieuwste eerst"
        columns={COLUMNS}
        rows={staffOrders.nodes}
        rowKey={(order) => order.id}
        noun="bestellingen"
        paging={{ filters: values, paged, pageInfo: staffOrders.pageInfo, nextLabel: "Volgende bestellingen" }}
      />
    </>
  );
}
