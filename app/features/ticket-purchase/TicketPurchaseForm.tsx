import { Form, useNavigation } from "react-router";
import { offeredTicketTypes, type ShownTicketType } from "./offered-ticket-types.ts";
import { OrderErrorBanner } from "./OrderErrorBanner.tsx";
import { PersonalDetailsStep } from "./PersonalDetailsStep.tsx";
import type { PurchaseActionData } from "./purchase-form.ts";
import { PurchaseProgress } from "./PurchaseProgress.tsx";
import { TicketSelectionStep } from "./TicketSelectionStep.tsx";
import { ORDER_ERROR_ID, usePurchaseForm } from "./use-purchase-form.ts";
import { PrivacyNotice } from "../../components/form/PrivacyNotice.tsx";
import type { ShownTerms } from "../terms/terms-in-force.ts";

/**
 * Both steps in one POST form, so it works without JavaScript: the submit buttons carry `intent` (next, back,
 * order) and the action answers with the step to show. With JavaScript the steps switch in the browser and only
 * the order is posted. noValidate: the browser's own bubbles would stop the hidden step from being submitted;
 * our checks (the same rules on both sides: the quantity rule plain, the details in zod, loaded after the page)
 * give Dutch messages instead.
 */
export function TicketPurchaseForm({
  shown,
  terms,
  actionData,
}: {
  shown: ShownTicketType[];
  terms: ShownTerms | null;
  actionData: PurchaseActionData | null;
}) {
  const form = usePurchaseForm(offeredTicketTypes(shown), actionData);
  const navigation = useNavigation();
  const processing = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  return (
    <div className="space-y-8">
      <PurchaseProgress current={form.step} />
      {actionData?.orderError && <OrderErrorBanner id={ORDER_ERROR_ID} message={actionData.orderError} />}
      <Form method="post" noValidate onSubmit={form.handleSubmit}>
        {/* Enter in a field submits with the form's first submit button: make that the visible step's own. */}
        <button type="submit" name="intent" value={form.step === 1 ? "next" : "order"} hidden tabIndex={-1} />
        <TicketSelectionStep
          active={form.step === 1}
          shown={shown}
          quantities={form.values.quantities}
          errors={form.ticketErrors}
          summary={form.ticketSummary}
          total={form.total}
          onQuantityChange={form.setQuantity}
          onQuantityBlur={form.touchQuantity}
        />
        <PersonalDetailsStep
          active={form.step === 2}
          details={form.values.details}
          errors={form.detailErrors}
          summary={form.detailSummary}
          paymentMethod={form.values.paymentMethod}
          lines={form.lines}
          total={form.total}
          processing={processing}
          terms={terms}
          onDetailChange={form.setDetail}
          onDetailBlur={form.touchDetail}
          onPaymentMethodChange={form.setPaymentMethod}
        />
        <PrivacyNotice className="mt-6" />
      </Form>
    </div>
  );
}
