import type { SitePageKeyValue } from "../../common/vocabulary/site-pages.ts";
import { DEMO_PAGE_CONTENT } from "../support/factories/site-pages.ts";
import {
  emailValues,
  formStructure,
  freeText,
  multilineValues,
  optionalPostedText,
  postedText,
  refused,
  webAddressValues,
  type BadValue,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import { withoutPage, withTwoVersions } from "./site-page-world.ts";

/**
 * The editor of a site page (/beheer/paginas/:pagina), posted as a browser without JavaScript posts it, with the
 * corpus beheerder's session: the terms (its transport cases too) and the About page, whose board members are rows.
 * Before each case the page has no draft, so the valid form (revision 0) always writes its first one. The version
 * history's 'Deze versie terugzetten' posts to the same page.
 */
const db = (world: CorpusWorld) => world.site.handle.db;
const terms = DEMO_PAGE_CONTENT.terms;
const member = DEMO_PAGE_CONTENT.about.boardMembers[0]!;
const about = DEMO_PAGE_CONTENT.about;

const pagePath = (segment: string) => (_world: CorpusWorld, param?: string) =>
  `/beheer/paginas/${encodeURIComponent(param ?? segment)}`;
const resetting = (key: SitePageKeyValue) => (world: CorpusWorld) => withoutPage(db(world), key);
const rich = (base: string) =>
  postedText(
    multilineValues(base).map((bad) => (bad.label === "10 kB" ? { ...bad, expect: "tolerated" as const } : bad)),
    base,
  );
const paramValues: BadValue[] = [
  refused("onbekende pagina", "onbekend"),
  refused("sleutel in plaats van adres", "terms"),
  refused("HTML", "<script>alert(1)</script>"),
  refused("pad omhoog", "../../etc/passwd"),
];
const revisionValues = (base: string): BadValue[] => [
  refused("tekst", "veel"),
  refused("negatief", "-1"),
  refused("een andere revisie", "7"),
  ...formStructure(base),
];

const termsEdit: FormTarget = {
  route: "routes/beheer/site-page-edit.tsx",
  path: pagePath("algemene-voorwaarden"),
  param: paramValues,
  validForm: () => [
    ["intent", "opslaan"],
    ["revision", "0"],
    ["title", terms.title],
    ["summary", terms.summary],
    ["body", terms.body],
  ],
  prepare: resetting("terms"),
  prepareBaseline: resetting("terms"),
  fields: {
    revision: revisionValues("0"),
    title: postedText(freeText(terms.title), terms.title),
    summary: postedText(multilineValues(terms.summary), terms.summary),
    body: [...rich("<p>Voorwaarden</p>"), refused("alleen een script", "<script>alert(1)</script>")],
  },
  staff: true,
  transport: true,
};

const aboutEdit: FormTarget = {
  route: "routes/beheer/site-page-edit.tsx",
  path: pagePath("over-ons"),
  validForm: () => [
    ["intent", "opslaan"],
    ["revision", "0"],
    ["eyebrow", about.eyebrow],
    ["title", about.title],
    ["quote", about.quote],
    ["quoteAuthor", about.quoteAuthor],
    ["mission", about.mission],
    ["boardTitle", about.boardTitle],
    ["boardIntro", about.boardIntro],
    ["boardMembers-aantal", "1"],
    ["boardMembers-0-name", member.name],
    ["boardMembers-0-role", member.role],
    ["boardMembers-0-email", ""],
    ["boardMembers-0-linkedInUrl", member.linkedInUrl ?? ""],
    ["boardMembers-0-portraitUrl", member.portraitUrl ?? ""],
    ["boardMembers-0-portraitAlt", member.portraitAlt ?? ""],
  ],
  prepare: resetting("about"),
  prepareBaseline: resetting("about"),
  fields: {
    "boardMembers-0-name": postedText(freeText(member.name), member.name),
    "boardMembers-0-email": optionalPostedText(emailValues("hester@forensischforum.example.org"), ""),
    "boardMembers-0-portraitUrl": [
      ...optionalPostedText(webAddressValues(member.portraitUrl ?? ""), member.portraitUrl ?? ""),
      refused("onbekende afbeelding", "/media/00000000-0000-4000-8000-000000000000/portret.webp"),
    ],
    "boardMembers-aantal": [refused("meer rijen dan er zijn", "3"), refused("tekst", "veel")],
  },
  staff: true,
  transport: false,
};

/** 'Deze versie terugzetten': version 1 of two goes back on the site as version 3. */
const restoreVersion: FormTarget = {
  route: "routes/beheer/site-page-edit.tsx",
  path: pagePath("algemene-voorwaarden"),
  validForm: () => [
    ["intent", "terugzetten"],
    ["versie", "1"],
  ],
  prepare: (world) => withTwoVersions(db(world), "terms"),
  prepareBaseline: (world) => withTwoVersions(db(world), "terms"),
  fields: {
    versie: [refused("onbekende versie", "99"), refused("tekst", "een"), ...formStructure("1")],
  },
  staff: true,
  transport: false,
};

export const SITE_PAGE_FORM_TARGETS: Record<string, FormTarget> = {
  "voorwaarden bewerken (beheer/paginas)": termsEdit,
  "over ons bewerken (beheer/paginas)": aboutEdit,
  "versie terugzetten (beheer/paginas)": restoreVersion,
};
