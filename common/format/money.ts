/**
 * Money: integer cents inside the system (database, domain, documents); the GraphQL contract speaks euros
 * (an entity's `price`), converted at that edge with the two functions below. Formatting always takes cents.
 */
import { LOCALE } from "./dates.ts";

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Euros to whole cents, so totals add up without floating-point drift. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

// Made at the first amount shown, not when the module loads (as the date formatters, ./dates.ts).
let euros: Intl.NumberFormat | undefined;

/**
 * '€ 95,00', '€ -95,00', '€ 1.234,50' (always two decimals). The space is a no-break space, so in documents and
 * e-mails the sign never wraps away from the amount.
 */
export function formatEuros(cents: number): string {
  euros ??= new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
  return euros.format(centsToEuros(cents));
}

/** The same with an ordinary space, as the web pages show amounts. */
export function formatEurosPlain(cents: number): string {
  return formatEuros(cents).replace(/\u00a0/g, " ");
}
