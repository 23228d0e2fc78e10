import type { PaymentProvider } from "../payments/payment-provider.ts";

/** The side effects an order needs, passed in so tests use local stand-ins (DESIGN §3). */
export type OrderDeps = {
  provider: PaymentProvider;
  now: () => Date;
  /** Our own origin (config.publicUrl), without trailing slash: return, redirect and webhook URLs live on it. */
  publicUrl: string;
};

/** iDEAL payments expire after 15 minutes; the hold lasts a little longer so a last-second payment still fits. */
export const HOLD_MINUTES = 20;

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}
