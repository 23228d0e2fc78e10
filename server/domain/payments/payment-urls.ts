/** The addresses we give the payment provider; all on our own public origin. */
import { SERVER_PATHS, siteUrl, ticketPurchaseCompletePath } from "../../../common/site-paths.ts";

export function paymentWebhookUrl(publicUrl: string): string {
  return siteUrl(publicUrl, SERVER_PATHS.paymentWebhook);
}

/** Where the buyer lands after paying: the completion page, which reconciles the payment itself. */
export function paymentRedirectUrl(publicUrl: string, eventId: string, orderId: string): string {
  return siteUrl(publicUrl, ticketPurchaseCompletePath(eventId, orderId));
}
