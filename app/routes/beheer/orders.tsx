import { Form, Link } from "react-router";
import type { Route } from "./+types/orders.ts";
import { StaffSelect, StaffTextField } from "../../features/beheer/fields.tsx";
import { orderListLink, orderListQuery } from "../../features/beheer/orders/order-list-query.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffOrdersDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
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

const th = "px-4 py-3";
const anyOption = { value: "", label: "Alle" };

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const { staffOrders, events, values, paged, fieldErrors } = loaderData;
  const { totals } = staffOrders;
  return (
    <>
      <h1 className={headingStyles.page}>Bestellingen</h1>
      <Form method="get" role="search" aria-label="Bestellingen zoeken" className="mt-6 grid gap-4 md:grid-cols-3">
        <div className="md:col-span-3">
          <StaffTextField
            name="zoek"
            label="Zoek op naam, e-mailadres, bestelnummer of factuurnummer"
            optional
            defaultValue={values.zoek}
          />
        </div>
        <StaffSelect
          name="evenement"
          label="Evenement"
          optional
          defaultValue={values.evenement}
          options={[
            anyOption,
            ...events.map((event) => ({ value: event.id, label: `${event.name} (${formatDate(event.startsAt)})` })),
          ]}
        />
        <StaffSelect
          name="status"
          label="Status"
          optional
          defaultValue={values.status}
          options={[
            anyOption,
            ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
          ]}
        />
        <StaffSelect
          name="betaalwijze"
          label="Betaalwijze"
          optional
          defaultValue={values.betaalwijze}
          options={[anyOption, ...Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <StaffTextField
          name="van"
          label="Besteld vanaf"
          hint="dd-mm-jjjj"
          optional
          defaultValue={values.van}
          error={fieldErrors.van}
        />
        <StaffTextField
          name="tot"
          label="Besteld tot en met"
          hint="dd-mm-jjjj"
          optional
          defaultValue={values.tot}
          error={fieldErrors.tot}
        />
        <div className="flex items-end gap-4">
          <button type="submit" className={buttonStyles.secondary}>
            Zoeken
          </button>
          <Link to="?" className={textLinkStyle}>
            Wis filters
          </Link>
        </div>
      </Form>
      <p className="mt-6" role="status">
        {totals.orderCount === 1 ? "1 bestelling" : `${totals.orderCount} bestellingen`}, samen{" "}
        {formatEuros(totals.totalCents)}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Bestellingen, nieuwste eerst</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={th}>
                Koper
              </th>
              <th scope="col" className={th}>
                Besteld
              </th>
              <th scope="col" className={th}>
                Bedrag
              </th>
              <th scope="col" className={th}>
                Betaalwijze
              </th>
              <th scope="col" className={th}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {staffOrders.nodes.map((order) => (
              <tr key={order.id} className="border-t border-slate-200">
                <td className={th}>
                  <Link to={staffOrderPath(order.id)} className={textLinkStyle}>
                    {order.firstName} {order.lastName}
                  </Link>
                  <span className="block text-sm text-slate-700">{order.email}</span>
                </td>
                <td className={`${th} whitespace-nowrap`}>{formatDateAtTime(order.createdAt)}</td>
                <td className={`${th} whitespace-nowrap`}>{formatEuros(order.totalCents)}</td>
                <td className={th}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
                <td className={th}>{ORDER_STATUS_LABELS[order.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 flex flex-wrap gap-6">
        {paged && (
          <Link to={orderListLink(values)} className={textLinkStyle}>
            Terug naar het begin
          </Link>
        )}
        {staffOrders.pageInfo.hasNextPage && (
          <Link to={orderListLink(values, staffOrders.pageInfo.endCursor)} className={textLinkStyle}>
            Volgende bestellingen
          </Link>
        )}
      </p>
    </>
  );
}
