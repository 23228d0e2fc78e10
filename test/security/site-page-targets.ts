import {
  PublishSitePageDocument,
  RestoreSitePageVersionDocument,
  SaveAboutPageDraftDocument,
  SaveContactPageDraftDocument,
  SaveFooterDraftDocument,
  SaveHomePageDraftDocument,
  SaveTermsPageDraftDocument,
} from "../../app/graphql/generated.ts";
import type { SitePageKeyValue } from "../../common/vocabulary/site-pages.ts";
import { DEMO_PAGE_CONTENT } from "../support/factories/site-pages.ts";
import {
  absent,
  emailValues,
  enumValues,
  freeText,
  fromWorld,
  multilineValues,
  objectValues,
  refused,
  refusedPatternText,
  stringField,
  webAddressValues,
  withoutEmpty,
  wrongTypesForString,
  type BadValue,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { withoutPage, withTwoVersions, withUnpublishedDraft } from "./site-page-world.ts";

/**
 * The back office's site pages (Pagina's): a draft saved per page, published, an old version restored. Before each
 * case the page is put in the state the valid input needs (site-page-world.ts), so an accepted case always writes
 * (the first draft, a version). The mutations' answers select no content (app/graphql/StaffSitePages.graphql).
 */
const db = (world: CorpusWorld) => world.site.handle.db;
const tolerate = (labels: string[]) => (bad: BadValue) =>
  labels.includes(bad.label) ? { ...bad, expect: "tolerated" as const } : bad;

/** Rich text: long is fine (10 kB passes, 1 MB does not), the allow-list takes out what it must. */
const richText = (base: string) => stringField(multilineValues(base).map(tolerate(["10 kB"])));
/** A text that may stay empty: only its text and its type can be wrong. */
const optionalText = (values: BadValue[]) => [...withoutEmpty(values), ...wrongTypesForString()];
/** A field the API requires that may hold empty text (a quote, an intro). */
const requiredButMayBeEmpty = (values: BadValue[]) => [...withoutEmpty(values), ...wrongTypesForString(), ...absent()];
const phoneValues = () => optionalText(refusedPatternText("050 123 4567"));
const revisionValues = (current: number): BadValue[] => [
  refused("een oudere revisie", current === 0 ? 5 : current - 1),
  refused("negatief", -1),
  refused("groter dan Int", 2147483648, "client"),
  refused("breuk", 1.5, "client"),
  refused("tekst", "1", "client"),
  ...absent(),
];
const listValues = (tooMany: () => unknown[]): BadValue[] => [
  refused("te veel", fromWorld(tooMany)),
  refused("null in de lijst", [null], "client"),
  refused("tekst", "x", "client"),
  ...absent(),
];

/** A save of `key`'s first draft: revision 0 on a page without any. */
function saveTarget(
  key: SitePageKeyValue,
  document: GraphQLTarget["document"],
  content: Record<string, BadValue[]>,
): GraphQLTarget {
  const reset = (world: CorpusWorld) => withoutPage(db(world), key);
  return {
    document,
    staff: true,
    // A copy per input: the corpus puts its bad values into the input it is given.
    validInput: () => ({ revision: 0, content: structuredClone(DEMO_PAGE_CONTENT[key]) }),
    prepare: reset,
    prepareBaseline: reset,
    fields: {
      "": objectValues(),
      revision: revisionValues(0),
      content: objectValues(),
      ...Object.fromEntries(Object.entries(content).map(([field, values]) => [`content.${field}`, values])),
    },
  };
}

const home = DEMO_PAGE_CONTENT.home;
const PILLAR = home.pillars[0]!;
const saveHomePageDraft = saveTarget("home", SaveHomePageDraftDocument, {
  eyebrow: stringField(freeText(home.eyebrow)),
  title: stringField(freeText(home.title)),
  intro: richText("<p>Inleiding</p>"),
  valuesTitle: stringField(freeText(home.valuesTitle)),
  valuesIntro: stringField(multilineValues(home.valuesIntro)),
  pillars: [refused("geen enkele", []), ...listValues(() => Array.from({ length: 7 }, () => ({ ...PILLAR })))],
  "pillars.0": objectValues(),
  "pillars.0.title": stringField(freeText(PILLAR.title)),
  "pillars.0.text": stringField(multilineValues(PILLAR.text)),
});

const about = DEMO_PAGE_CONTENT.about;
const MEMBER = about.boardMembers[0]!;
const saveAboutPageDraft = saveTarget("about", SaveAboutPageDraftDocument, {
  eyebrow: stringField(freeText(about.eyebrow)),
  title: stringField(freeText(about.title)),
  quote: requiredButMayBeEmpty(multilineValues(about.quote)),
  quoteAuthor: optionalText(freeText(about.quoteAuthor)),
  mission: richText("<p>Missie</p>"),
  boardTitle: stringField(freeText(about.boardTitle)),
  boardIntro: requiredButMayBeEmpty(multilineValues(about.boardIntro)),
  boardMembers: listValues(() => Array.from({ length: 25 }, () => ({ ...MEMBER }))),
  "boardMembers.0": objectValues(),
  "boardMembers.0.name": stringField(freeText(MEMBER.name)),
  "boardMembers.0.role": stringField(freeText(MEMBER.role)),
  "boardMembers.0.email": optionalText(emailValues("hester@forensischforum.example.org")),
  "boardMembers.0.linkedInUrl": optionalText(webAddressValues(MEMBER.linkedInUrl ?? "https://www.linkedin.com/in/x")),
  "boardMembers.0.portraitUrl": [
    ...optionalText(webAddressValues(MEMBER.portraitUrl ?? "/assets/team/x.webp")),
    refused("ander webadres", "https://elders.example.org/portret.webp"),
    refused("onbekende afbeelding", "/media/00000000-0000-4000-8000-000000000000/portret.webp"),
  ],
  "boardMembers.0.portraitAlt": optionalText(freeText(MEMBER.portraitAlt ?? "Portret")),
});

const contact = DEMO_PAGE_CONTENT.contact;
const QUESTION = contact.questions[0]!;
const saveContactPageDraft = saveTarget("contact", SaveContactPageDraftDocument, {
  intro: stringField(multilineValues(contact.intro)),
  email: stringField(emailValues(contact.email)),
  phone: phoneValues(),
  addressName: stringField(freeText(contact.addressName)),
  addressLines: [
    refused("geen enkele regel", []),
    refused("een lege regel", [""]),
    refused(
      "te veel",
      fromWorld(() => Array.from({ length: 7 }, () => "Postbus 1")),
    ),
    refused("null in de lijst", [null], "client"),
    // GraphQL reads one text where a list of texts is asked as a list of that one: a one-line address.
    { label: "tekst in plaats van lijst", value: "Postbus 1", expect: "tolerated", audience: "client" },
    ...absent(),
  ],
  chamberOfCommerceNumber: optionalText(freeText(contact.chamberOfCommerceNumber)),
  iban: optionalText(freeText(contact.iban)),
  questions: listValues(() => Array.from({ length: 31 }, () => ({ ...QUESTION }))),
  "questions.0": objectValues(),
  "questions.0.question": stringField(freeText(QUESTION.question)),
  "questions.0.answer": [...richText("<p>Antwoord</p>"), refused("alleen een script", "<script>alert(1)</script>")],
  supportEmail: stringField(emailValues(contact.supportEmail)),
});

const terms = DEMO_PAGE_CONTENT.terms;
const saveTermsPageDraft = saveTarget("terms", SaveTermsPageDraftDocument, {
  title: stringField(freeText(terms.title)),
  summary: stringField(multilineValues(terms.summary)),
  body: richText("<p>Voorwaarden</p>"),
});

const footer = DEMO_PAGE_CONTENT.footer;
const saveFooterDraft = saveTarget("footer", SaveFooterDraftDocument, {
  tagline: stringField(multilineValues(footer.tagline)),
  email: stringField(emailValues(footer.email)),
  phone: phoneValues(),
});

const publishSitePage: GraphQLTarget = {
  document: PublishSitePageDocument,
  staff: true,
  validInput: () => ({ key: "TERMS", revision: 1 }),
  prepare: (world) => withUnpublishedDraft(db(world), "terms"),
  prepareBaseline: (world) => withUnpublishedDraft(db(world), "terms"),
  fields: { "": objectValues(), key: enumValues("terms"), revision: revisionValues(1) },
};

const restoreSitePageVersion: GraphQLTarget = {
  document: RestoreSitePageVersionDocument,
  staff: true,
  validInput: () => ({ key: "TERMS", version: 1 }),
  prepare: (world) => withTwoVersions(db(world), "terms"),
  prepareBaseline: (world) => withTwoVersions(db(world), "terms"),
  fields: {
    "": objectValues(),
    key: enumValues("terms"),
    version: [
      refused("onbekende versie", 99),
      refused("nul", 0),
      refused("groter dan Int", 2147483648, "client"),
      refused("tekst", "1", "client"),
      ...absent(),
    ],
  },
};

export const SITE_PAGE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  saveHomePageDraft,
  saveAboutPageDraft,
  saveContactPageDraft,
  saveTermsPageDraft,
  saveFooterDraft,
  publishSitePage,
  restoreSitePageVersion,
};
