import { data, Link } from "react-router";
import type { Route } from "./+types/ticket-purchase-complete.ts";
import { Container } from "../components/Container.tsx";
import { EventProblem } from "../components/EventProblem.tsx";
import { OrderStatusNotice } from "../features/ticket-purchase/OrderStatusNotice.tsx";
import { COMPLETION_HEADING, nextStepText, orderStatusView } from "../features/ticket-purchase/order-status-view.ts";
import { OrderSummary } from "../features/ticket-purchase/OrderSummary.tsx";
import { PurchaseProgress } from "../features/ticket-purchase/PurchaseProgress.tsx";
import { usePendingOrderRefresh } from "../features/ticket-purchase/use-pending-order-refresh.ts";
import { OrderStatusQueryDocument, type OrderStatusQueryQuery } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { pageMeta } from "../lib/meta.ts";
import { PERSONAL_PAGE_HEADERS } from "../lib/personal-page-headers.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { isUuid } from "../../common/ids.ts";
import { eurosToCents } from "../../common/format/money.ts";
import {
  eventPath,
  ticketPurchaseCompletePath,
  ticketPurchasePath,
  workshopSignupPath,
} from "../../common/site-paths.ts";

type CompletedOrder = Omit<NonNullable<OrderStatusQueryQuery["orderById"]>, "eventId" | "createdAt" | "ticketCount">;

/**
 * The return address after ordering (and after the payment provider). With `?order=` it asks the API for the
 * order's state, which also reconciles a pending payment; an unknown order or a failing API leaves the general
 * texts, which are true in every case.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const eventId = params.id;
  if (!isUuid(eventId)) return data({ kind: "invalid" as const }, { status: 404 });
  const orderId = new URL(request.url).searchParams.get("order") ?? undefined;
  let order: CompletedOrder | null = null;
  if (isUuid(orderId)) {
    try {
      const { orderById } = await runOperation(context, OrderStatusQueryDocument, { id: orderId });
      if (orderById && orderById.eventId === eventId) {
        const { id, status, totalAmount, paymentMethod, lines, eventName, eventHasWorkshops } = orderById;
        order = { id, status, totalAmount, paymentMethod, lines, eventName, eventHasWorkshops };
      }
    } catch (error) {
      // An outage is the 503 page: the order is kept, the visitor tries again in a moment.
      rethrowUnlessApiError(error);
      console.error(`Status van bestelling ${orderId} opvragen mislukt:`, error);
    }
  }
  return { kind: "complete" as const, eventId, order };
}

export const headers: Route.HeadersFunction = () => PERSONAL_PAGE_HEADERS;

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Aanmelding voltooid",
      description: "Je aanmelding is voltooid. Je tickets ontvang je per e-mail.",
      path: ticketPurchaseCompletePath(params.id),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function TicketPurchaseComplete({ loaderData }: Route.ComponentProps) {
  const order = loaderData.kind === "complete" ? loaderData.order : null;
  const view = order ? orderStatusView(order.status, order.totalAmount, order.paymentMethod) : null;
  usePendingOrderRefresh(view?.outcome === "pending");
  if (loaderData.kind === "invalid") {
    return <EventProblem heading="Evenement niet gevonden" message="Ongeldig evenement." />;
  }
  const { eventId } = loaderData;
  const outcome = view?.outcome ?? "unknown";
  // Confirmed: the tickets are issued (or, order unknown, the general texts hold). Awaiting approval: the buyer has
  // nothing left to do, staff decide.
  const settled = outcome === "confirmed" || outcome === "unknown";
  const buyerDone = settled || outcome === "awaiting";
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PurchaseProgress current={buyerDone ? 4 : 3} />
      <h1 className={`mt-8 ${headingStyles.page}`}>{COMPLETION_HEADING[outcome]}</h1>
      {view && order && (
        <div className="mt-6">
          <OrderStatusNotice
            view={view}
            refreshTo={ticketPurchaseCompletePath(eventId, order.id)}
            retryTo={ticketPurchasePath(eventId)}
          />
        </div>
      )}
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        {order ? (
          <OrderNextSteps order={order} settled={settled} />
        ) : (
          <>
            <p>Bedankt voor je aanmelding! Je ontvangt je tickets per e-mail zodra je betaling is verwerkt.</p>
            <p>
              Heb je gekozen voor betalen op factuur? Dan verwerken we je bestelling direct en sturen we je de factuur
              per e-mail.
            </p>
          </>
        )}
        <p>
          Vragen over je bestelling?{" "}
          <Link to="/contact" className={textLinkStyle}>
            Neem contact met ons op
          </Link>
          .
        </p>
      </div>
      <p className="mt-8">
        <Link to={eventPath(eventId)} className={`inline-block py-1 ${textLinkStyle}`}>
          <span aria-hidden="true">← </span>Terug naar het evenement
        </Link>
      </p>
    </Container>
  );
}

/**
 * A known order: what happens next for its payment method, the order with its number, and once its tickets are
 * issued the way on to the workshops when the event has them (the code on each ticket signs up).
 */
function OrderNextSteps({ order, settled }: { order: CompletedOrder; settled: boolean }) {
  const next = nextStepText(order.status);
  return (
    <>
      {next && <p>{next}</p>}
      <OrderSummary
        headingLevel="h2"
        orderNumber={order.id}
        totalCents={eurosToCents(order.totalAmount)}
        lines={order.lines.map((line) => ({
          name: line.ticketTypeName,
          quantity: line.quantity,
          amountCents: eurosToCents(line.amount),
        }))}
      />
      {settled && order.eventHasWorkshops && (
        <p>
          Bij {order.eventName} kies je per tijdvak een workshop, met de ticketcode uit je e-mail.{" "}
          <Link to={workshopSignupPath()} className={textLinkStyle}>
            Kies je workshops
          </Link>
        </p>
      )}
    </>
  );
}
