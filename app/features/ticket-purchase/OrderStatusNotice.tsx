import { Link } from "react-router";
import { buttonStyles } from "../../lib/styles.ts";
import type { OrderStatusView } from "./order-status-view.ts";

const TONE: Record<OrderStatusView["outcome"], string> = {
  confirmed: "border-green-700 bg-green-50 text-green-900",
  pending: "border-brand-700 bg-brand-50 text-brand-900",
  awaiting: "border-brand-700 bg-brand-50 text-brand-900",
  failed: "border-red-700 bg-red-50 text-red-900",
  canceled: "border-accent-700 bg-accent-100 text-slate-900",
  refund: "border-accent-700 bg-accent-100 text-slate-900",
};

type OrderStatusNoticeProps = {
  view: OrderStatusView;
  /** This page again, for 'Vernieuwen' while pending. */
  refreshTo: string;
  /** The purchase page, for 'Probeer het opnieuw' after a failed payment. */
  retryTo: string;
};

/** The order's actual state with what the buyer can do next; polite live region, so a refresh is announced. */
export function OrderStatusNotice({ view, refreshTo, retryTo }: OrderStatusNoticeProps) {
  return (
    <div role="status" className={`rounded-lg border-l-8 px-5 py-4 text-lg ${TONE[view.outcome]}`}>
      <p className="font-semibold">{view.message}</p>
      {view.outcome === "pending" && (
        <p className="mt-4">
          <Link to={refreshTo} className={buttonStyles.secondary}>
            Vernieuwen
          </Link>
        </p>
      )}
      {view.outcome === "failed" && (
        <p className="mt-4">
          <Link to={retryTo} className={buttonStyles.primary}>
            Probeer het opnieuw
          </Link>
        </p>
      )}
    </div>
  );
}
