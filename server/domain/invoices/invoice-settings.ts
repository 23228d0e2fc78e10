/**
 * The seller and payment term that invoices are made with. createInvoiceForOrder has a fixed signature (the
 * order service calls it inside its transaction), so these come from a small module-level setting instead of
 * a parameter: server/main.ts sets it once from the loaded configuration, tests set their own.
 * Unset, it falls back to loadConfig() on this process's environment, which is exactly what main.ts would set,
 * so code that forgot to set it (a script, another suite) still invoices with the configured seller.
 */
import { loadConfig, type Config } from "../../config.ts";
import type { InvoiceParty } from "../../db/schema/index.ts";

export type InvoiceSettings = { seller: InvoiceParty; paymentTermDays: number };

let current: InvoiceSettings | undefined;

export function setInvoiceSettings(config: Pick<Config, "seller" | "invoicePaymentTermDays">): void {
  current = settingsFrom(config);
}

export function invoiceSettings(): InvoiceSettings {
  current ??= settingsFrom(loadConfig());
  return current;
}

function settingsFrom(config: Pick<Config, "seller" | "invoicePaymentTermDays">): InvoiceSettings {
  const { name, address, postalCode, city, kvk, iban, vatNumber } = config.seller;
  return {
    // A Dutch foundation, registered with the Dutch chamber of commerce: the country is not configurable.
    seller: { name, address, postalCode, city, country: "Nederland", kvk, iban, ...(vatNumber ? { vatNumber } : {}) },
    paymentTermDays: config.invoicePaymentTermDays,
  };
}
