/**
 * One line of an order's history on its back-office page: made, paid, mailed, invoiced, cancelled,
 * refunded, reminded, changed by staff. Each area that knows part of an order's story (payments, the outbox, invoices,
 * refunds, invoice payments and reminders, the audit log) gives its own entries; the order page merges them by time.
 */
export type OrderTimelineEntry = {
  at: Date;
  /** What kind of event, for an icon and a filter: 'order', 'payment', 'mail', 'invoice', 'refund', 'staff', … */
  kind: string;
  /** Dutch, short: "Betaling via iDEAL: betaald". */
  title: string;
  /** Dutch, optional: amounts, the mail's address and delivery state, who did it. */
  detail: string | null;
  /** What a mail server or payment provider said, as it said it (often English), for whoever digs deeper. */
  technicalDetail?: string | null;
};
