/**
 * What staff type about invoices: a payment (amount in euros, the day it arrived) and the period of the
 * bookkeeping export. Shared by the /beheer forms, the API and the download; every message is Dutch.
 */
import { z } from "zod";
import { parseAmsterdamLocal } from "../format/amsterdam-input.ts";
import { SPREADSHEET_FORMATS } from "../staff-downloads.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isWithinDateBounds } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { typedEuros } from "./staff-typed.ts";

const INVOICE_MESSAGES = {
  day: "Vul een datum in, bijvoorbeeld 11-03-2027.",
  positiveAmount: "Vul een bedrag in van meer dan € 0,00.",
  idempotencyKey: "Ongeldige formuliersleutel: laad de pagina opnieuw.",
  periodOrder: "De einddatum ligt voor de begindatum.",
  periodLength: "Kies een periode van hoogstens vijf jaar.",
  format: "Kies csv of xlsx.",
} as const;

const DUTCH_DAY = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** A calendar day as typed: '2027-03-11' (the date input) or '11-03-2027'; becomes 'YYYY-MM-DD'. */
export const typedDay = z
  .string(MESSAGES.invalid)
  .trim()
  .min(1, MESSAGES.required)
  .transform((value, context) => {
    const dutch = DUTCH_DAY.exec(value);
    const iso = dutch ? `${dutch[3]}-${dutch[2]!.padStart(2, "0")}-${dutch[1]!.padStart(2, "0")}` : value;
    const moment = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseAmsterdamLocal(iso) : null;
    if (!moment) {
      context.addIssue({ code: "custom", message: INVOICE_MESSAGES.day });
      return z.NEVER;
    }
    if (!isWithinDateBounds(moment)) {
      context.addIssue({ code: "custom", message: DATE_OUT_OF_RANGE_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });

/** A key the form (or API client) makes once per intended action, so a repeat finds the first one's result. */
export const idempotencyKey = z
  .string(INVOICE_MESSAGES.idempotencyKey)
  .regex(/^[A-Za-z0-9_-]{8,100}$/, INVOICE_MESSAGES.idempotencyKey);

/** The payment as the service takes it. */
export const invoicePaymentSchema = z.object({
  amountCents: z.number(MESSAGES.invalid).int(MESSAGES.invalid).min(1, INVOICE_MESSAGES.positiveAmount).max(99_999_999),
  paidOn: typedDay,
  idempotencyKey,
});
export type InvoicePayment = z.input<typeof invoicePaymentSchema>;

/** The payment as the form and the API send it: the amount typed in euros. */
export const typedInvoicePaymentSchema = z
  .object({ amount: typedEuros, paidOn: z.string(MESSAGES.invalid), idempotencyKey: z.string(MESSAGES.invalid) })
  .transform(({ amount, ...rest }) => ({ amountCents: amount, ...rest }));

const MAX_PERIOD_DAYS = 5 * 366;

/** The bookkeeping export's link: ?van=&tot=&formaat= (the period's first and last day, both included). */
export const invoiceRegisterParamsSchema = z
  .object({
    van: typedDay,
    tot: typedDay,
    formaat: z.enum(SPREADSHEET_FORMATS, INVOICE_MESSAGES.format).default("xlsx"),
  })
  .superRefine(({ van, tot }, context) => {
    if (tot < van) context.addIssue({ code: "custom", path: ["tot"], message: INVOICE_MESSAGES.periodOrder });
    else if ((Date.parse(tot) - Date.parse(van)) / 86_400_000 > MAX_PERIOD_DAYS) {
      context.addIssue({ code: "custom", path: ["tot"], message: INVOICE_MESSAGES.periodLength });
    }
  });
