import type { Config } from "./config.ts";
import type { Clock, Settings } from "./domain/deps.ts";

/** The part of the configuration the domain services need, in the shape they take it (server/domain/deps.ts). */
export function settingsFrom(config: Config): Settings {
  const { name, address, postalCode, city, kvk, iban, vatNumber } = config.seller;
  return {
    site: { siteName: config.siteName, publicUrl: config.publicUrl, mailFrom: config.mailFrom },
    invoices: {
      // A Dutch foundation, registered with the Dutch chamber of commerce: the country is not configurable.
      seller: { name, address, postalCode, city, country: "Nederland", kvk, iban, ...(vatNumber ? { vatNumber } : {}) },
      paymentTermDays: config.invoicePaymentTermDays,
      reminderDays: config.invoiceReminderDays,
    },
    orderApproval: {
      minTotalCents: config.orderApproval.minTotalEuros * 100,
      minTickets: config.orderApproval.minTickets,
    },
    abuseLimits: config.abuseLimits,
    reminders: { daysBefore: config.reminderDaysBefore },
    waitlist: { offerHours: config.waitlistOfferHours },
    privacy: config.privacy,
    staff: config.staff,
    workshops: { changesCloseMinutesBefore: config.workshopChangesCloseMinutesBefore },
  };
}

/** The system clock, or with CLOCK_START (tests) a clock that starts there and runs on at the real pace. */
export function clockFrom(config: Pick<Config, "clockStart">): Clock {
  if (!config.clockStart) return () => new Date();
  const offsetMs = config.clockStart.getTime() - Date.now();
  return () => new Date(Date.now() + offsetMs);
}
