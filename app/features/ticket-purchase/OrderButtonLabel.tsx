import type { OfferedPaymentMethod } from "../../../common/validation/purchase.ts";

/**
 * What the button that places the order says (decision 0030): it names the obligation to pay, per payment method,
 * as the law asks of the button that places an order (Directive 2011/83/EU art. 8(2), BW 6:230v lid 3).
 */
const ORDER_BUTTON_LABELS: Record<OfferedPaymentMethod | "FREE", string> = {
  IDEAL: "Bestellen en betalen",
  INVOICE: "Bestellen met betaalverplichting",
  FREE: "Gratis aanmelden",
};

/**
 * The label of the checked payment method. Both are rendered and CSS shows the one whose radio is checked, so the
 * button is right without JavaScript too (the choice changes no state on the server until it is sent). A hidden
 * label is display: none, so a screen reader hears only the one shown.
 */
export function OrderButtonLabel({ free }: { free: boolean }) {
  if (free) return <>{ORDER_BUTTON_LABELS.FREE}</>;
  return (
    <>
      <span className="group-has-[input[name=paymentMethod][value=INVOICE]:checked]/bestellen:hidden">
        {ORDER_BUTTON_LABELS.IDEAL}
      </span>
      <span className="hidden group-has-[input[name=paymentMethod][value=INVOICE]:checked]/bestellen:inline">
        {ORDER_BUTTON_LABELS.INVOICE}
      </span>
    </>
  );
}
