/**
 * The editor of every site page is one form made from this description: per page its fields and its repeatable
 * groups (core values, board members, questions), each field with its label and kind. Whether a field may stay
 * empty is not written here: it is what the page's schema (common/validation/site-pages.ts) says.
 */
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import { PHONE_HINT } from "../../../../common/validation/messages.ts";

type FieldKind = "text" | "email" | "phone" | "url" | "textarea" | "rich" | "lines" | "portrait";

export type FieldSpec = { kind: FieldKind; name: string; label: string; hint?: string };

export type GroupSpec = {
  kind: "group";
  name: string;
  /** The group's legend, e.g. 'Bestuursleden'. */
  label: string;
  /** One row's name, e.g. 'Bestuurslid' (numbered: 'Bestuurslid 2'). */
  itemLabel: string;
  /** The add button's text. */
  addLabel: string;
  /** The row field whose value names a row in its buttons ('Omhoog: Hester Oosterbeek'). */
  titleField: string;
  fields: readonly FieldSpec[];
  max: number;
};

export type FormItem = FieldSpec | GroupSpec;

const RICH_HINT = "Opmaak, kopjes, lijsten en links mogen; de website houdt alleen wat veilig is.";

export const PAGE_FORMS: Readonly<Record<SitePageKeyValue, readonly FormItem[]>> = {
  home: [
    { kind: "text", name: "eyebrow", label: "Regel boven de kop" },
    { kind: "text", name: "title", label: "Kop" },
    { kind: "rich", name: "intro", label: "Inleiding", hint: RICH_HINT },
    { kind: "text", name: "valuesTitle", label: "Kop boven de kernwaarden" },
    { kind: "textarea", name: "valuesIntro", label: "Tekst boven de kernwaarden" },
    {
      kind: "group",
      name: "pillars",
      label: "Kernwaarden",
      itemLabel: "Kernwaarde",
      addLabel: "Kernwaarde toevoegen",
      titleField: "title",
      max: 6,
      fields: [
        { kind: "text", name: "title", label: "Naam" },
        { kind: "textarea", name: "text", label: "Tekst" },
      ],
    },
  ],
  about: [
    { kind: "text", name: "eyebrow", label: "Regel boven de kop" },
    { kind: "text", name: "title", label: "Kop" },
    { kind: "textarea", name: "quote", label: "Citaat", hint: "Zonder aanhalingstekens; leeg voor geen citaat." },
    { kind: "text", name: "quoteAuthor", label: "Van wie het citaat is" },
    { kind: "rich", name: "mission", label: "Missie", hint: RICH_HINT },
    { kind: "text", name: "boardTitle", label: "Kop boven het bestuur" },
    { kind: "textarea", name: "boardIntro", label: "Tekst boven het bestuur" },
    {
      kind: "group",
      name: "boardMembers",
      label: "Bestuursleden",
      itemLabel: "Bestuurslid",
      addLabel: "Bestuurslid toevoegen",
      titleField: "name",
      max: 24,
      fields: [
        { kind: "text", name: "name", label: "Naam" },
        { kind: "text", name: "role", label: "Functie" },
        { kind: "email", name: "email", label: "E-mailadres" },
        { kind: "url", name: "linkedInUrl", label: "LinkedIn-profiel", hint: "Het webadres, https://..." },
        {
          kind: "portrait",
          name: "portraitUrl",
          label: "Portret",
          hint: "Een portret uit Afbeeldingen (soort Portret); upload daar eerst een nieuw.",
        },
        { kind: "text", name: "portraitAlt", label: "Beschrijving van het portret (alt-tekst)" },
      ],
    },
  ],
  contact: [
    { kind: "textarea", name: "intro", label: "Inleiding" },
    { kind: "email", name: "email", label: "E-mailadres voor algemene vragen" },
    { kind: "phone", name: "phone", label: "Telefoonnummer", hint: PHONE_HINT },
    { kind: "text", name: "addressName", label: "Naam op het postadres" },
    { kind: "lines", name: "addressLines", label: "Postadres", hint: "Eén regel per regel van het adres." },
    { kind: "text", name: "chamberOfCommerceNumber", label: "KvK-nummer" },
    { kind: "text", name: "iban", label: "IBAN" },
    { kind: "email", name: "supportEmail", label: "E-mailadres voor een vraag die er niet bij staat" },
    {
      kind: "group",
      name: "questions",
      label: "Veelgestelde vragen",
      itemLabel: "Vraag",
      addLabel: "Vraag toevoegen",
      titleField: "question",
      max: 30,
      fields: [
        { kind: "text", name: "question", label: "Vraag" },
        { kind: "rich", name: "answer", label: "Antwoord", hint: RICH_HINT },
      ],
    },
  ],
  terms: [
    { kind: "text", name: "title", label: "Titel" },
    { kind: "textarea", name: "summary", label: "Waar de voorwaarden over gaan" },
    { kind: "rich", name: "body", label: "Tekst van de voorwaarden", hint: RICH_HINT },
  ],
  footer: [
    { kind: "textarea", name: "tagline", label: "Korte omschrijving" },
    { kind: "email", name: "email", label: "E-mailadres" },
    { kind: "phone", name: "phone", label: "Telefoonnummer", hint: PHONE_HINT },
  ],
};

export function isGroup(item: FormItem): item is GroupSpec {
  return item.kind === "group";
}

/** The posted name of a row's field: 'boardMembers-2-name'. */
export const rowFieldName = (group: string, index: number, field: string) => `${group}-${index}-${field}`;
