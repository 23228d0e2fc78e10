import { data, Link, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/ticket-purchase.ts";
import { Container } from "../components/Container.tsx";
import { EventLoadProblem } from "../components/EventProblem.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { loadPurchasePage, type PurchaseEvent } from "../features/ticket-purchase/load-purchase-page.ts";
import { offeredTicketTypes, type ShownTicketType } from "../features/ticket-purchase/offered-ticket-types.ts";
import { UnavailableTicketTypeOption } from "../features/ticket-purchase/TicketTypeOption.tsx";
import { OrderErrorBanner } from "../features/ticket-purchase/OrderErrorBanner.tsx";
import { orderErrorMessage } from "../features/ticket-purchase/order-error.ts";
import {
  chosenLines,
  createOrderInput,
  readIntent,
  ticketStepErrors,
  type FieldErrors,
  type PurchaseActionData,
  type PurchaseStep,
} from "../features/ticket-purchase/purchase-form.ts";
import { checkPurchaseDetails, readPurchaseForm } from "../features/ticket-purchase/purchase-rules.ts";
import { TicketPurchaseForm } from "../features/ticket-purchase/TicketPurchaseForm.tsx";
import { readShownTermsVersion } from "../features/terms/terms-in-force.ts";
import { ORDER_ERROR_ID } from "../features/ticket-purchase/use-purchase-form.ts";
import { CreateOrderDocument } from "../graphql/generated.ts";
import { apiErrorInit, hasErrorCode, rethrowUnlessApiError, retryAfterHeaders } from "../lib/api-errors.ts";
import { appServices, runOperation } from "../lib/app-services.ts";
import { EVENT_CLOSED_REASON, formatEventWhen } from "../lib/event-display.ts";
import { pageMeta } from "../lib/meta.ts";
import { revalidateAfterPost } from "../lib/revalidate-after-post.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { eventPath, ticketPurchaseCompletePath, ticketPurchasePath } from "../../common/site-paths.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { page, status } = await loadPurchasePage(context, params.id);
  return data(page, { status });
}

/**
 * Every submit without JavaScript, and the order with it. Checks with the same rules as the browser, answers
 * with the step to show and all values (status 400 when something is wrong), or places the order.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const [formData, { page, status }] = await Promise.all([request.formData(), loadPurchasePage(context, params.id)]);
  // The page itself then says why (unknown, past, canceled, failed to load).
  if (page.kind !== "open") return data(null, { status: status === 200 ? 409 : status });

  const { event } = page;
  const offered = offeredTicketTypes(page.shown);
  const values = readPurchaseForm(formData, offered);
  const intent = readIntent(formData);
  const answer = (step: PurchaseStep, errors: FieldErrors = {}, init: ResponseInit = {}, orderError?: string) =>
    data<PurchaseActionData>({ step, values, errors, ...(orderError ? { orderError } : {}) }, init);

  if (intent === "back") return answer(1);
  const ticketErrors = ticketStepErrors(values, offered);
  if (Object.keys(ticketErrors).length > 0) return answer(1, ticketErrors, { status: 400 });
  if (intent === "next") return answer(2);
  const details = checkPurchaseDetails(values.details);
  if (!details.ok) return answer(2, details.errors, { status: 400 });

  try {
    const input = createOrderInput({
      eventId: event.id,
      lines: chosenLines(values, offered),
      details: details.details,
      paymentMethod: values.paymentMethod,
      acceptedTermsVersion: readShownTermsVersion(formData),
      publicUrl: appServices(context).publicUrl,
      // The order's purchasedAt: when the visitor sent it, a fact the app reports, not a rule it decides.
      // eslint-disable-next-line no-restricted-syntax -- purchasedAt (above)
      now: new Date(),
    });
    const { createOrder } = await runOperation(context, CreateOrderDocument, { input });
    // The provider's checkout page: a full page load, also when it is on our own origin (the test provider).
    if (createOrder.paymentUrl && /^https?:\/\//.test(createOrder.paymentUrl)) {
      return redirectDocument(createOrder.paymentUrl);
    }
    return redirect(ticketPurchaseCompletePath(event.id, createOrder.orderId));
  } catch (error) {
    rethrowUnlessApiError(error);
    // Sold out: back to the tickets, where the fresh numbers show what is left.
    const step = hasErrorCode(error, "SOLD_OUT") ? 1 : 2;
    return answer(step, {}, apiErrorInit(error), orderErrorMessage(error));
  }
}

/** Over the order limit the page answers 429 with Retry-After. */
export const headers = retryAfterHeaders;

/** After an order attempt always reload the event, also on an error answer, so places left are current. */
export const shouldRevalidate = revalidateAfterPost;

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const found = loaderData?.kind === "open" || loaderData?.kind === "closed";
  const title = found
    ? "Tickets bestellen"
    : loaderData?.kind === "error"
      ? "Evenement kon niet worden geladen"
      : "Evenement niet gevonden";
  const description = found
    ? `Bestel tickets voor ${loaderData.event.name}.`
    : "Dit evenement kon niet worden getoond.";
  return [
    ...pageMeta({ root, title, description, path: ticketPurchasePath(params.id) }),
    // A form page for one visitor's order: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function TicketPurchase({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  switch (page.kind) {
    case "invalid":
    case "not-found":
    case "error":
      return (
        <EventLoadProblem kind={page.kind} retryTo={page.kind === "error" ? ticketPurchasePath(page.id) : undefined} />
      );
  }
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PurchaseHeader event={page.event} />
      <div className="mt-8">
        {page.kind === "closed" ? (
          <NoticeBox>{EVENT_CLOSED_REASON[page.reason]}</NoticeBox>
        ) : offeredTicketTypes(page.shown).length === 0 ? (
          <div className="space-y-4">
            {actionData?.orderError && <OrderErrorBanner id={ORDER_ERROR_ID} message={actionData.orderError} />}
            <NoticeBox>Er zijn geen tickets beschikbaar voor dit evenement.</NoticeBox>
            <UnorderableTicketTypes shown={page.shown} />
          </div>
        ) : (
          <TicketPurchaseForm shown={page.shown} terms={page.terms} actionData={actionData ?? null} />
        )}
      </div>
    </Container>
  );
}

/** With nothing to order, the types there are still show why not (sold out, sale closed or not started). */
function UnorderableTicketTypes({ shown }: { shown: ShownTicketType[] }) {
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tickettypes" className="space-y-4">
      {shown.map(
        (ticketType) =>
          ticketType.saleState !== "ON_SALE" && (
            <UnavailableTicketTypeOption key={ticketType.id} ticketType={ticketType} />
          ),
      )}
    </ul>
  );
}

function PurchaseHeader({ event }: { event: PurchaseEvent }) {
  return (
    <header>
      <p>
        <Link to={eventPath(event.id)} className={`inline-block py-1 ${textLinkStyle}`}>
          <span aria-hidden="true">← </span>Terug naar het evenement
        </Link>
      </p>
      <h1 className={`mt-4 ${headingStyles.page}`}>Tickets bestellen</h1>
      <p className="mt-3 text-lg text-slate-700">
        <span className="font-semibold text-slate-900">{event.name}</span>
        <br />
        {capitalize(formatEventWhen(event.timeFrame))}
        {event.city && `, ${event.city}`}
      </p>
    </header>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
