/**
 * What staff type for organisations, friends (affiliates) and vacancies, checked the same in the route
 * actions and the domain services. Web addresses are http(s) only: anything else (javascript:, data:, a protocol-
 * relative '//host') would end up as a link or an image source on a public page.
 */
import { z } from "zod";
import { MAX_LENGTH, multilineText, optionalText, requiredText } from "./fields.ts";
import { phoneNumberField } from "./phone-field.ts";
import { MESSAGES } from "./messages.ts";

const CONTENT_MESSAGES = {
  url: "Voer een geldig webadres in dat begint met http:// of https://",
  logo: "Voer een webadres (https://...) of een pad dat met / begint in",
  hours: "Vul een heel aantal uren per week in, groter dan 0 (hoogstens 60)",
  salary: "Vul een bedrag in euro's in, 0 of meer, met hoogstens twee decimalen",
  salaryRange: "Het minimumsalaris mag niet hoger zijn dan het maximumsalaris",
  sortOrder: "Vul een heel getal in (0 of meer)",
  phones: "Geef hoogstens 5 telefoonnummers op",
} as const;

const CONTENT_MAX_LENGTH = { name: 200, shortText: 2000, longText: 10_000, sortOrder: 1_000_000 } as const;

/** Whether a text is an absolute http(s) address with a host and without credentials. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "";
  } catch {
    return false;
  }
}

/** A logo: a web address, or a path on this site ('/images/...'), never '//host' or a backslash. */
export function isLogoReference(value: string): boolean {
  if (isWebUrl(value)) return true;
  return /^\/[\w\-./%]*$/.test(value) && !value.startsWith("//") && !value.includes("..");
}

export const webUrlField = requiredText(MAX_LENGTH.url).refine(isWebUrl, CONTENT_MESSAGES.url);
export const optionalWebUrlField = optionalText(MAX_LENGTH.url).refine(
  (value) => value === null || isWebUrl(value),
  CONTENT_MESSAGES.url,
);
export const logoField = requiredText(MAX_LENGTH.url).refine(isLogoReference, CONTENT_MESSAGES.logo);
export const optionalLogoField = optionalText(MAX_LENGTH.url).refine(
  (value) => value === null || isLogoReference(value),
  CONTENT_MESSAGES.logo,
);

const requiredMultiline = (max: number) => multilineText(max, "space").min(1, MESSAGES.required);

export const organizationSchema = z.object({
  name: requiredText(CONTENT_MAX_LENGTH.name),
  website: optionalWebUrlField.transform((value) => value ?? ""),
  description: multilineText(CONTENT_MAX_LENGTH.shortText, "space")
    .nullish()
    .transform((value) => value ?? ""),
  logoUrl: optionalLogoField,
});
export type OrganizationDetails = z.output<typeof organizationSchema>;

export const AFFILIATE_STATUS_VALUES = ["ACTIVE", "INACTIVE"] as const;
const affiliateStatus = z.enum(AFFILIATE_STATUS_VALUES, "Kies actief of niet actief.");

/** A friend's own fields; its organisation is picked (organizationId) or made with it (a new name). */
export const affiliateSchema = z.object({
  description: requiredMultiline(CONTENT_MAX_LENGTH.shortText),
  url: webUrlField,
  logoUrl: logoField,
  status: affiliateStatus,
});
export type AffiliateDetails = z.output<typeof affiliateSchema>;

export const newOrganizationNameField = requiredText(CONTENT_MAX_LENGTH.name);

const SALARY_MAX_EUROS = 1_000_000;
const salaryField = z
  .number(CONTENT_MESSAGES.salary)
  .min(0, CONTENT_MESSAGES.salary)
  .max(SALARY_MAX_EUROS, CONTENT_MESSAGES.salary)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, CONTENT_MESSAGES.salary)
  .nullish()
  .transform((value) => (value == null ? null : Math.round(value * 100)));

const SALARY_FREQUENCY_VALUES = ["HOURLY", "MONTHLY", "YEARLY"] as const;

export const vacancySchema = z
  .object({
    title: requiredText(CONTENT_MAX_LENGTH.name),
    organization: requiredText(CONTENT_MAX_LENGTH.name),
    hoursPerWeek: z
      .number(CONTENT_MESSAGES.hours)
      .int(CONTENT_MESSAGES.hours)
      .min(1, CONTENT_MESSAGES.hours)
      .max(60, CONTENT_MESSAGES.hours),
    logoUrl: optionalLogoField,
    summary: requiredMultiline(CONTENT_MAX_LENGTH.longText),
    requirements: requiredMultiline(CONTENT_MAX_LENGTH.longText),
    responsibilities: requiredMultiline(CONTENT_MAX_LENGTH.longText),
    street: optionalText(MAX_LENGTH.address).transform((value) => value ?? ""),
    postalCode: optionalText(MAX_LENGTH.postalCode).transform((value) => value ?? ""),
    city: requiredText(MAX_LENGTH.city),
    country: optionalText(MAX_LENGTH.country).transform((value) => value ?? "Nederland"),
    salaryFrequency: z.enum(SALARY_FREQUENCY_VALUES, "Kies per uur, per maand of per jaar."),
    salaryMin: salaryField,
    salaryMax: salaryField,
    applyUrl: optionalWebUrlField,
    contactPhones: z.array(phoneNumberField, MESSAGES.invalid).max(5, CONTENT_MESSAGES.phones),
    sortOrder: z
      .number(CONTENT_MESSAGES.sortOrder)
      .int(CONTENT_MESSAGES.sortOrder)
      .min(0, CONTENT_MESSAGES.sortOrder)
      .max(CONTENT_MAX_LENGTH.sortOrder, CONTENT_MESSAGES.sortOrder)
      .nullish()
      .transform((value) => value ?? 0),
  })
  .superRefine(salaryRange);
export type VacancyDetails = z.output<typeof vacancySchema>;

/** The minimum is not above the maximum (both in cents), told at the maximum. */
function salaryRange(salary: { salaryMin: number | null; salaryMax: number | null }, context: z.RefinementCtx) {
  if (salary.salaryMin !== null && salary.salaryMax !== null && salary.salaryMin > salary.salaryMax) {
    context.addIssue({ code: "custom", path: ["salaryMax"], message: CONTENT_MESSAGES.salaryRange });
  }
}

/**
 * A number as staff type it: empty is null; '3100', '3100,50' and '3100.50' are numbers. Anything else ('3.100,50'
 * with a thousands separator, '1e2', '-1') is no number (NaN), which the field's own rule refuses in its own words,
 * since guessing would store the wrong amount.
 */
const typedNumberText = z
  .string(MESSAGES.invalid)
  .nullish()
  // Typed with undefined too, so it pipes into each number rule (which takes null and undefined alike).
  .transform((text): number | null | undefined => {
    const trimmed = (text ?? "").trim();
    if (trimmed === "") return null;
    return /^\d{1,9}([.,]\d{1,6})?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
  });

/** Phone numbers typed in one field, separated by commas or lines. */
const typedPhoneList = z
  .string(MESSAGES.invalid)
  .nullish()
  .transform((text) =>
    (text ?? "")
      .split(/[,\n]/)
      .map((phone) => phone.trim())
      .filter(Boolean),
  );

const vacancyRules = vacancySchema.shape;

/** The vacancy form's fields as posted (text only), each read by the API's own rule for it. */
export const typedVacancyFields = {
  ...vacancyRules,
  hoursPerWeek: typedNumberText.pipe(vacancyRules.hoursPerWeek),
  salaryMin: typedNumberText.pipe(vacancyRules.salaryMin),
  salaryMax: typedNumberText.pipe(vacancyRules.salaryMax),
  contactPhones: typedPhoneList.pipe(vacancyRules.contactPhones),
  sortOrder: typedNumberText.pipe(vacancyRules.sortOrder),
};

/**
 * The vacancy form of /beheer/vacatures as posted: the API's rules, read from text, into the API's input (salaries
 * in euros again, the phones as a list), which the API checks once more with vacancySchema.
 */
export const typedVacancySchema = z
  .object(typedVacancyFields)
  .superRefine(salaryRange)
  .transform((details) => ({
    ...details,
    salaryMin: details.salaryMin === null ? null : details.salaryMin / 100,
    salaryMax: details.salaryMax === null ? null : details.salaryMax / 100,
  }));
