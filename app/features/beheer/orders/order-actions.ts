/**
 * The forms of an order's back-office page and what each posts: one `intent` per form. The resend form
 * carries the idempotency key its page was rendered with, so posting it twice sends one mail.
 */
import type { StaffOrderQuery } from "../../../graphql/generated.ts";

export type StaffOrderPageData = NonNullable<StaffOrderQuery["staffOrder"]>;

const ORDER_INTENTS = ["bevestiging", "houder", "goedkeuren", "afwijzen"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export function intentOf(form: FormData): OrderIntent | null {
  const intent = form.get("intent");
  return (ORDER_INTENTS as readonly unknown[]).includes(intent) ? (intent as OrderIntent) : null;
}
