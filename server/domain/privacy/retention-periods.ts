/** The moments before which data has outlived its period (decision 0024), from Settings.privacy and "now". */
import { sql, type SQL } from "drizzle-orm";
import { amsterdamYear } from "../../../common/format/dates.ts";
import type { PrivacySettings } from "../deps.ts";

export type RetentionCutoffs = {
  /** Events and courses that ended before this moment lose their participants' data. */
  participants: Date;
  /** Certificates issued before this moment are deleted. */
  certificates: Date;
  /** Sent and failed mails, and .eml files, written before this moment are deleted. */
  mail: Date;
  /** Orders and invoices whose last calendar year is before this year are anonymised (Europe/Amsterdam). */
  fiscalYearBefore: number;
};

export function retentionCutoffs(now: Date, periods: PrivacySettings): RetentionCutoffs {
  const participants = new Date(now);
  participants.setUTCMonth(participants.getUTCMonth() - periods.participantMonths);
  const certificates = new Date(now);
  certificates.setUTCFullYear(certificates.getUTCFullYear() - periods.certificateYears);
  return {
    participants,
    certificates,
    mail: new Date(now.getTime() - periods.mailDays * 86_400_000),
    fiscalYearBefore: amsterdamYear(now) - periods.fiscalYears,
  };
}

/** Until when the tax law keeps something of `year`: the end of year + fiscalYears, in Amsterdam (a UTC moment). */
export function fiscalKeepUntil(year: number, periods: PrivacySettings): Date {
  const lastYear = year + periods.fiscalYears;
  // 1 January of the next year, 00:00 in Amsterdam: 23:00 UTC on 31 December (CET, no summer time then).
  return new Date(Date.UTC(lastYear, 11, 31, 23, 0, 0));
}

/** The calendar year of a timestamp column in Amsterdam, in SQL. */
export const yearInAmsterdam = (column: SQL): SQL<number> =>
  sql<number>`extract(year from (${column} at time zone 'Europe/Amsterdam'))::int`;
