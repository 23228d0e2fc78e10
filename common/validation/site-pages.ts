/**
 * What each of the site's own pages holds (common/vocabulary/site-pages.ts), as staff write it in /beheer/paginas
 * and as the API takes it: one schema per page, checked the same in the route action and in the domain service
 * (server/domain/site-pages/). Rich-text fields hold the editor's HTML; the server passes them through the
 * allow-list (server/domain/rich-text.ts) when it stores them and again when it hands them out.
 */
import { z } from "zod";
import type { SitePageKeyValue } from "../vocabulary/site-pages.ts";
import { emailField, EMAIL_MAX_LENGTH } from "./email.ts";
import { multilineText, optionalText, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { phoneNumberField } from "./phone-field.ts";
import { isWebUrl } from "./content.ts";

/** Lengths and counts: generous for real pages, small enough that a page stays a page. */
const SITE_PAGE_LIMITS = {
  label: 120,
  heading: 200,
  shortText: 1000,
  /** The editor's HTML of one rich-text field, before the allow-list. */
  richText: 50_000,
  name: 100,
  role: 200,
  altText: 300,
  addressLine: 200,
  addressLines: 6,
  pillars: 6,
  boardMembers: 24,
  questions: 30,
  question: 300,
  registrationNumber: 40,
} as const;

const SITE_PAGE_MESSAGES = {
  pillars: `Geef 1 tot ${SITE_PAGE_LIMITS.pillars} kernwaarden.`,
  boardMembers: `Een bestuur heeft hoogstens ${SITE_PAGE_LIMITS.boardMembers} leden op deze pagina.`,
  questions: `Er kunnen hoogstens ${SITE_PAGE_LIMITS.questions} vragen op de pagina staan.`,
  addressLines: `Geef 1 tot ${SITE_PAGE_LIMITS.addressLines} regels van het adres.`,
  portrait: "Kies een portret uit de afbeeldingen.",
  portraitAlt: "Beschrijf wat er op het portret staat, voor wie het niet kan zien.",
  linkedIn: "Voer een geldig webadres in dat begint met http:// of https://",
} as const;

const requiredMultiline = (max: number) => multilineText(max, "space").min(1, MESSAGES.required);
/** The editor's HTML: never empty; the server refuses it too when nothing is left after the allow-list. */
const richTextField = multilineText(SITE_PAGE_LIMITS.richText, "space").min(1, MESSAGES.required);

const optionalEmailField = optionalText(EMAIL_MAX_LENGTH).refine(
  (value) => value === null || emailField.safeParse(value).success,
  MESSAGES.email,
);

/** A phone number that may stay empty: as typed in, given on as E.164 (decision 0016), or null. */
const optionalPhoneField = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value,
  phoneNumberField.nullable(),
);

/**
 * A portrait: an image of the back office's library (kind PORTRAIT, `/media/<id>/portret.webp`) or one of the
 * site's own files under /assets (the demo's portraits); never another site's address.
 */
function isPortraitReference(value: string): boolean {
  if (/^\/media\/[0-9a-f-]{36}\/portret\.webp$/.test(value)) return true;
  return /^\/assets\/[\w\-/]+\.webp$/.test(value) && !value.includes("..") && !value.includes("//");
}

const pillarSchema = z.object({
  title: requiredText(SITE_PAGE_LIMITS.label),
  text: requiredMultiline(SITE_PAGE_LIMITS.shortText),
});

const homePageSchema = z.object({
  eyebrow: requiredText(SITE_PAGE_LIMITS.label),
  title: requiredText(SITE_PAGE_LIMITS.heading),
  intro: richTextField,
  valuesTitle: requiredText(SITE_PAGE_LIMITS.heading),
  valuesIntro: requiredMultiline(SITE_PAGE_LIMITS.shortText),
  pillars: z
    .array(pillarSchema, MESSAGES.invalid)
    .min(1, SITE_PAGE_MESSAGES.pillars)
    .max(SITE_PAGE_LIMITS.pillars, SITE_PAGE_MESSAGES.pillars),
});

const boardMemberSchema = z
  .object({
    name: requiredText(SITE_PAGE_LIMITS.name),
    role: requiredText(SITE_PAGE_LIMITS.role),
    email: optionalEmailField,
    linkedInUrl: optionalText(2000).refine((value) => value === null || isWebUrl(value), SITE_PAGE_MESSAGES.linkedIn),
    portraitUrl: optionalText(2000).refine(
      (value) => value === null || isPortraitReference(value),
      SITE_PAGE_MESSAGES.portrait,
    ),
    portraitAlt: optionalText(SITE_PAGE_LIMITS.altText),
  })
  .superRefine((member, context) => {
    if (member.portraitUrl && !member.portraitAlt)
      context.addIssue({ code: "custom", path: ["portraitAlt"], message: SITE_PAGE_MESSAGES.portraitAlt });
  });

const aboutPageSchema = z.object({
  eyebrow: requiredText(SITE_PAGE_LIMITS.label),
  title: requiredText(SITE_PAGE_LIMITS.heading),
  quote: multilineText(SITE_PAGE_LIMITS.shortText, "space"),
  quoteAuthor: optionalText(SITE_PAGE_LIMITS.role).transform((value) => value ?? ""),
  mission: richTextField,
  boardTitle: requiredText(SITE_PAGE_LIMITS.heading),
  boardIntro: multilineText(SITE_PAGE_LIMITS.shortText, "space"),
  boardMembers: z
    .array(boardMemberSchema, MESSAGES.invalid)
    .max(SITE_PAGE_LIMITS.boardMembers, SITE_PAGE_MESSAGES.boardMembers),
});

const questionSchema = z.object({
  question: requiredText(SITE_PAGE_LIMITS.question),
  answer: richTextField,
});

const contactPageSchema = z.object({
  intro: requiredMultiline(SITE_PAGE_LIMITS.shortText),
  email: emailField,
  phone: optionalPhoneField,
  addressName: requiredText(SITE_PAGE_LIMITS.addressLine),
  addressLines: z
    .array(requiredText(SITE_PAGE_LIMITS.addressLine), MESSAGES.invalid)
    .min(1, SITE_PAGE_MESSAGES.addressLines)
    .max(SITE_PAGE_LIMITS.addressLines, SITE_PAGE_MESSAGES.addressLines),
  chamberOfCommerceNumber: optionalText(SITE_PAGE_LIMITS.registrationNumber).transform((value) => value ?? ""),
  iban: optionalText(SITE_PAGE_LIMITS.registrationNumber).transform((value) => value ?? ""),
  questions: z.array(questionSchema, MESSAGES.invalid).max(SITE_PAGE_LIMITS.questions, SITE_PAGE_MESSAGES.questions),
  supportEmail: emailField,
});

const termsPageSchema = z.object({
  title: requiredText(SITE_PAGE_LIMITS.heading),
  summary: requiredMultiline(SITE_PAGE_LIMITS.shortText),
  body: richTextField,
});

const footerSchema = z.object({
  tagline: requiredMultiline(SITE_PAGE_LIMITS.shortText),
  email: emailField,
  phone: optionalPhoneField,
});

export type HomePageContent = z.output<typeof homePageSchema>;
export type AboutPageContent = z.output<typeof aboutPageSchema>;
export type ContactPageContent = z.output<typeof contactPageSchema>;
export type TermsPageContent = z.output<typeof termsPageSchema>;
export type FooterContent = z.output<typeof footerSchema>;

/** The one schema of each page. */
export const SITE_PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  contact: contactPageSchema,
  terms: termsPageSchema,
  footer: footerSchema,
} as const satisfies Record<SitePageKeyValue, z.ZodType>;

export type SitePageContentOf<Key extends SitePageKeyValue> = z.output<(typeof SITE_PAGE_SCHEMAS)[Key]>;
export type SitePageContent = { [Key in SitePageKeyValue]: SitePageContentOf<Key> }[SitePageKeyValue];
