/** An outgoing mail's statuses in the outbox, with their Dutch names. */
export const MAIL_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
export type MailStatusValue = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Readonly<Record<MailStatusValue, string>> = {
  PENDING: "Wacht op verzending",
  SENT: "Verstuurd",
  FAILED: "Niet verstuurd",
};
