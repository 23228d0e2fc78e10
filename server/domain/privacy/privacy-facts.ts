/**
 * What the privacy statement and the cookie statement quote (decision 0024): who is responsible, how to reach them, and
 * every retention period, all from the settings, so the pages never promise something the retention job does not do.
 */
import type { Settings } from "../deps.ts";

export type PrivacyFacts = {
  organizationName: string;
  siteName: string;
  address: string;
  postalCode: string;
  city: string;
  /** Where to send a question or a request about one's data. */
  contactEmail: string;
  participantMonths: number;
  certificateYears: number;
  fiscalYears: number;
  mailDays: number;
  linkMinutes: number;
  /** The longest a back-office session (and so its cookie) lives. */
  staffSessionMaxHours: number;
  staffSignInLinkMinutes: number;
};

/** The address part of 'Forensisch Forum <info@…>' (or the whole value when it is a bare address). */
export function mailAddressOf(from: string): string {
  return /<([^<>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export function privacyFacts(settings: Settings): PrivacyFacts {
  const seller = settings.invoices.seller;
  return {
    organizationName: seller.name,
    siteName: settings.site.siteName,
    address: seller.address,
    postalCode: seller.postalCode,
    city: seller.city,
    contactEmail: seller.email ?? mailAddressOf(settings.site.mailFrom),
    ...settings.privacy,
    staffSessionMaxHours: settings.staff.sessionMaxHours,
    staffSignInLinkMinutes: settings.staff.signInLinkMinutes,
  };
}
