import { data, Form, Link } from "react-router";
import { redirectWithNotice, type StaffNoticeKey } from "../../features/beheer/staff-notice.ts";
import type { Route } from "./+types/order.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { ticketHolderSchema } from "../../../common/validation/staff-orders.ts";
import { intentOf } from "../../features/beheer/orders/order-actions.ts";
import { rowFieldName } from "../../features/beheer/field-definitions.ts";
import { formText } from "../../lib/form-data.ts";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "../../../common/vocabulary/orders.ts";
import { OrderTickets, type HolderFailure } from "../../features/beheer/orders/OrderTickets.tsx";
import { OrderTimeline } from "../../features/beheer/orders/OrderTimeline.tsx";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  ApproveOrderDocument,
  ChangeTicketHolderDocument,
  RejectOrderDocument,
  ResendOrderConfirmationDocument,
  StaffOrderDocument,
} from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS, staffOrderPath } from "../../../common/site-paths.ts";
import { staffDownloadPath } from "../../../common/staff-downloads.ts";
import { formatDate, formatDateAtTime } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("orders.read");

const NOT_FOUND = "Deze bestelling bestaat niet.";

function orderIdOf(id: string): string {
  if (!isUuid(id)) throw data({ message: NOT_FOUND }, { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  const id = orderIdOf(params.id);
  const { staffOrder } = await runStaffOperation(context, request, StaffOrderDocument, { id });
  if (!staffOrder) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    // The number is stored as E.164; shown the Dutch way, formatted here so the phone library stays on the server.
    order: { ...staffOrder, phoneNumber: formatPhoneNumber(staffOrder.phoneNumber) },
    canManage: viewer.permissions.includes("orders.manage"),
    // A fresh key per rendered page: posting the same resend form twice sends one mail.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const orderId = orderIdOf(params.id);
  const form = await request.formData();
  const intent = intentOf(form);
  const back = (notice: StaffNoticeKey) => redirectWithNotice(context, staffOrderPath(orderId), notice);
  try {
    if (intent === "bevestiging") {
      const input = { orderId, idempotencyKey: formText(form, "idempotencyKey") };
      const { resendOrderConfirmation } = await runStaffOperation(context, request, ResendOrderConfirmationDocument, {
        input,
      });
      return back(resendOrderConfirmation.queued ? "bevestiging-verstuurd" : "bevestiging-al-verstuurd");
    }
    if (intent === "goedkeuren") {
      await runStaffOperation(context, request, ApproveOrderDocument, { input: { orderId } });
      return back("bestelling-goedgekeurd");
    }
    if (intent === "afwijzen") {
      await runStaffOperation(context, request, RejectOrderDocument, { input: { orderId } });
      return back("bestelling-afgewezen");
    }
  } catch (error) {
    return formFailure(error, { intent, ticketId: null as string | null, holder: {} as Record<string, string> });
  }
  if (intent !== "houder") throw data({ message: "Onbekende actie." }, { status: 400 });
  const ticketId = formText(form, "ticketId");
  const holder = {
    firstName: formText(form, rowFieldName(ticketId, "firstName")),
    lastName: formText(form, rowFieldName(ticketId, "lastName")),
    email: formText(form, rowFieldName(ticketId, "email")),
  };
  // The ticket must be one of this page's order: a post to another order's address changes nothing.
  const { staffOrder } = await runStaffOperation(context, request, StaffOrderDocument, { id: orderId });
  if (!staffOrder?.tickets.some((ticket) => ticket.id === ticketId)) {
    throw data({ message: "Dit ticket hoort niet bij deze bestelling." }, { status: 404 });
  }
  const values = { intent, ticketId: ticketId as string | null, holder: holder as Record<string, string> };
  const parsed = parseStaffForm(holder, ticketHolderSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const { changeTicketHolder } = await runStaffOperation(context, request, ChangeTicketHolderDocument, {
      input: { ticketId, ...parsed.input },
    });
    return back(changeTicketHolder.changed ? "houder-gewijzigd" : "houder-ongewijzigd");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Bestelling", matches[0].loaderData);
}

const dl = "grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]";

export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, canManage, idempotencyKey } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const holderFailure: HolderFailure | null =
    failure?.values.intent === "houder" && failure.values.ticketId
      ? {
          ticketId: failure.values.ticketId,
          message: failure.message,
          fieldErrors: failure.fieldErrors,
          values: failure.values.holder,
        }
      : null;
  const actionFailure = failure && !holderFailure ? failure.message : null;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.orders} className={textLinkStyle}>
          ← Bestellingen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>
        Bestelling van {order.firstName} {order.lastName}
      </h1>
      {actionFailure && (
        <div className="mt-4">
          <ErrorBox title="Niet gelukt">{actionFailure}</ErrorBox>
        </div>
      )}
      <dl className={`${dl} mt-6`}>
        <dt className="font-semibold">Evenement</dt>
        <dd>{order.eventName}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt className="font-semibold">Bedrag</dt>
        <dd>{formatEuros(order.totalCents)}</dd>
        <dt className="font-semibold">Betaalwijze</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        <dt className="font-semibold">Besteld</dt>
        <dd>{formatDateAtTime(order.createdAt)}</dd>
        <dt className="font-semibold">Koper</dt>
        <dd>
          {order.firstName} {order.lastName}, {order.email}, {order.phoneNumber}
          <br />
          {order.address}, {order.postalCode} {order.city}, {order.country}
        </dd>
        <dt className="font-semibold">Bestelnummer</dt>
        <dd className="font-mono">{order.id}</dd>
        <dt className="font-semibold">Algemene voorwaarden</dt>
        <dd>
          {order.acceptedTerms
            ? `Akkoord met ${order.acceptedTerms.name}`
            : "Geen (niet gepubliceerd bij het bestellen)"}
        </dd>
        {order.reviewedBy && (
          <>
            <dt className="font-semibold">Beoordeeld</dt>
            <dd>
              {order.reviewDecision === "APPROVED" ? "Goedgekeurd" : "Afgewezen"} door {order.reviewedBy}
              {order.reviewedAt ? ` op ${formatDateAtTime(order.reviewedAt)}` : ""}
            </dd>
          </>
        )}
      </dl>

      {/* The server says what this staff member may do next (StaffOrder.actions); the page only draws it. */}
      {order.actions.length > 0 && (
        <section aria-labelledby="acties" className="mt-8">
          <h2 id="acties" className={headingStyles.section}>
            Acties
          </h2>
          <div className="mt-4 flex flex-wrap gap-4">
            {order.actions.includes("APPROVE") && (
              <Form method="post">
                <input type="hidden" name="intent" value="goedkeuren" />
                <button type="submit" className={buttonStyles.primary}>
                  Goedkeuren
                </button>
              </Form>
            )}
            {order.actions.includes("REJECT") && (
              <Form method="post">
                <input type="hidden" name="intent" value="afwijzen" />
                <button type="submit" className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
                  Afwijzen
                </button>
              </Form>
            )}
            {order.actions.includes("RESEND_CONFIRMATION") && (
              <Form method="post">
                <input type="hidden" name="intent" value="bevestiging" />
                <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
                <button type="submit" className={buttonStyles.secondary}>
                  Bevestiging opnieuw sturen
                </button>
              </Form>
            )}
            {/* Cancel and refund: their own pages (order-cancel.tsx, order-refund.tsx) say what can be done. */}
            {order.actions.includes("CANCEL") && (
              <Link to={staffOrderPath(order.id, "annuleren")} className={buttonStyles.secondary}>
                Annuleren
              </Link>
            )}
            {order.actions.includes("REFUND") && (
              <Link to={staffOrderPath(order.id, "terugbetalen")} className={buttonStyles.secondary}>
                Terugbetalen
              </Link>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="tickets" className="mt-8">
        <h2 id="tickets" className={headingStyles.section}>
          Tickets
        </h2>
        {order.tickets.length === 0 ? (
          <p className="mt-4">Deze bestelling heeft (nog) geen tickets.</p>
        ) : (
          <OrderTickets tickets={order.tickets} canManage={canManage} failure={holderFailure} />
        )}
      </section>

      <section aria-labelledby="facturen" className="mt-8">
        <h2 id="facturen" className={headingStyles.section}>
          Facturen
        </h2>
        {order.invoices.length === 0 ? (
          <p className="mt-4">Deze bestelling heeft geen factuur.</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                <a href={staffDownloadPath("factuur", { id: invoice.id })} className={textLinkStyle}>
                  {invoice.isCredit ? "Creditfactuur" : "Factuur"} {invoice.number} (PDF)
                </a>{" "}
                van {formatDate(invoice.issuedAt)}, {formatEuros(invoice.totalCents)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tijdlijn" className="mt-8">
        <h2 id="tijdlijn" className={headingStyles.section}>
          Tijdlijn
        </h2>
        <OrderTimeline entries={order.timeline} />
      </section>
    </>
  );
}
