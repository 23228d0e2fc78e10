/**
 * Values as staff type them in the back office's forms, checked once for the page and the API alike: moments in
 * Amsterdam time, amounts in euros with a comma, whole numbers, and multi-line text. Every message is Dutch.
 */
import { z } from "zod";
import { parseAmsterdamLocal } from "../format/amsterdam-input.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isWithinDateBounds } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

export const TYPED_MESSAGES = {
  moment: "Vul een datum en tijd in, bijvoorbeeld 11-03-2027 09:30.",
  amount: "Vul een bedrag in euro's in, bijvoorbeeld 35,00.",
  wholeNumber: (min: number, max: number) => `Vul een heel getal in van ${min} tot en met ${max}.`,
} as const;

/** ISO 8601 with a zone (for API clients); what a datetime-local input posts is read as Amsterdam time instead. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The Dutch way of typing it, for a browser without a date picker: '11-03-2027 09:30'. */
const DUTCH = /^(\d{1,2})-(\d{1,2})-(\d{4})[ T](\d{1,2})[:.](\d{2})$/;

function toMoment(value: string): Date | null {
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  const dutch = DUTCH.exec(text);
  if (dutch) {
    const [, day, month, year, hour, minute] = dutch as unknown as [string, string, string, string, string, string];
    return parseAmsterdamLocal(
      `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}T${hour.padStart(2, "0")}:${minute}`,
    );
  }
  return parseAmsterdamLocal(text);
}

/**
 * A moment: '2027-03-11T09:30' (Amsterdam time, what the form posts), '11-03-2027 09:30' (typed without a date
 * picker, Amsterdam time too) or ISO 8601 with a zone.
 */
export const typedMoment = z
  .string(MESSAGES.invalid)
  .trim()
  .min(1, MESSAGES.required)
  .transform((value, context) => {
    const moment = toMoment(value);
    if (!moment) {
      context.addIssue({ code: "custom", message: TYPED_MESSAGES.moment });
      return z.NEVER;
    }
    if (!isWithinDateBounds(moment)) {
      context.addIssue({ code: "custom", message: DATE_OUT_OF_RANGE_MESSAGE });
      return z.NEVER;
    }
    return moment;
  });

/** A typed field that may stay empty (or be left out): empty is null, anything else must pass `schema`. */
function emptyAsNull<T>(schema: z.ZodType<T, string>) {
  return z
    .string(MESSAGES.invalid)
    .nullish()
    .transform((value, context): T | null => {
      if (!value?.trim()) return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
}

/**
 * Whether both moments of a start and an end were read: a rule over the two (the end after the start) waits for
 * that, since a moment refused already has its own message (and is no date to compare).
 */
export function bothMoments(pair: { startsAt: unknown; endsAt: unknown }): boolean {
  return pair.startsAt instanceof Date && pair.endsAt instanceof Date;
}

/** The same, but empty means "none" (null). */
export const optionalTypedMoment = emptyAsNull(typedMoment);

const AMOUNT = /^(?:€\s*)?(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** An amount in euros as typed ('35', '35,00', '€ 35,5', '35.00'), as whole cents; at most € 999.999,99. */
export const typedEuros = z
  .string(MESSAGES.invalid)
  .trim()
  .min(1, MESSAGES.required)
  .transform((value, context) => {
    const match = AMOUNT.exec(value);
    if (!match) {
      context.addIssue({ code: "custom", message: TYPED_MESSAGES.amount });
      return z.NEVER;
    }
    return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  });

/** The same, but empty means "none" (null). */
export const optionalTypedEuros = emptyAsNull(typedEuros);

/** A whole number from min to max as typed (digits only); empty is refused. */
export function typedWholeNumber(min: number, max: number) {
  const message = TYPED_MESSAGES.wholeNumber(min, max);
  return z
    .string(MESSAGES.invalid)
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** The same, but empty means "none" (null). */
export function optionalTypedWholeNumber(min: number, max: number) {
  return emptyAsNull(typedWholeNumber(min, max));
}

/** A cents amount as the price field shows it again: '35,00'. */
export function centsToTypedEuros(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
