/** The vocabulary "Mijn gegevens" (decision 0024) shows statuses and kinds in; an unknown value is shown as it is. */
import { CHECK_IN_PLACE_LABELS } from "../../../common/check-in-scopes.ts";
import { COURSE_WAITLIST_STATUS_LABELS, ENROLLMENT_STATUS_LABELS } from "../../../common/vocabulary/courses.ts";
import { INVOICE_KIND_LABELS } from "../../../common/vocabulary/invoices.ts";
import { MAIL_STATUS_LABELS } from "../../../common/vocabulary/mail.ts";
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from "../../../common/vocabulary/orders.ts";
import { REFUND_STATUS_LABELS } from "../../../common/vocabulary/refunds.ts";
import { WORKSHOP_WAITLIST_STATUS_LABELS } from "../../../common/vocabulary/workshops.ts";

const LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  order: ORDER_STATUS_LABELS,
  method: PAYMENT_METHOD_LABELS,
  payment: PAYMENT_STATUS_LABELS,
  refund: REFUND_STATUS_LABELS,
  place: CHECK_IN_PLACE_LABELS,
  enrollment: ENROLLMENT_STATUS_LABELS,
  courseWaitlist: COURSE_WAITLIST_STATUS_LABELS,
  workshopWaitlist: WORKSHOP_WAITLIST_STATUS_LABELS,
  mail: MAIL_STATUS_LABELS,
  invoice: INVOICE_KIND_LABELS,
};

export type LabelKind =
  | "order"
  | "method"
  | "payment"
  | "refund"
  | "place"
  | "enrollment"
  | "courseWaitlist"
  | "workshopWaitlist"
  | "mail"
  | "invoice";

export function labelOf(kind: LabelKind, value: string): string {
  return LABELS[kind]?.[value] ?? value;
}
