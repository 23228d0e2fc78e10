/** The addresses we give the payment provider; all on our own public origin. */
export const PAYMENT_WEBHOOK_PATH = "/api/payments/webhook";

export function paymentWebhookUrl(publicUrl: string): string {
  return `${publicUrl}${PAYMENT_WEBHOOK_PATH}`;
}

/** Where the buyer lands after paying: the completion page, which reconciles the payment itself. */
export function paymentRedirectUrl(publicUrl: string, eventId: string, orderId: string): string {
  return `${publicUrl}/evenementen/${encodeURIComponent(eventId)}/aanmelden-voltooid?order=${encodeURIComponent(orderId)}`;
}
