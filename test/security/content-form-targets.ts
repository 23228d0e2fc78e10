import {
  type BadValue,
  FileInField,
  formStructure,
  freeText,
  fromWorld,
  MISSING,
  multilineValues,
  pathValues,
  webAddressValues,
  UNKNOWN_UUID,
  sampledLikeTwin,
  postedText,
  optionalPostedText,
} from "./bad-values.ts";
import { resetFriendOrder, setVacancyStatusDirectly } from "./content-world.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";

/**
 * The back office's content forms, posted as a browser without JavaScript posts them, with the corpus
 * beheerder's session. Every valid form changes something (a counter in two of its texts), so an accepted case
 * always writes an audit row.
 */
let counter = 0;
const next = () => ++counter;

const refused = (label: string, value: unknown): BadValue => ({ label, value, expect: "refused", audience: "person" });

const multiline = (base: string) => postedText(multilineValues(base), base);
const typedNumbers = (extra: BadValue[]) => [
  refused("tekst", "veel"),
  refused("negatief", "-1"),
  refused("exponent", "1e2"),
  refused("duizendtallen", "3.000,50"),
  refused("Arabisch-Indisch cijfer", "١"),
  refused("NUL-teken", "1\u0000"),
  ...extra,
];
const content = (world: CorpusWorld) => world.content;
const staffPath = (area: string) => (world: CorpusWorld, id?: string) =>
  `/beheer/${area}/${encodeURIComponent(id ?? "nieuw")}`;

const organizationForm = (): [string, string][] => {
  const n = next();
  return [
    ["intent", "save"],
    ["name", `Corpus organisatie ${n}`],
    ["website", "https://corpus.example.org"],
    ["description", `Beschrijving ${n}`],
    ["logoUrl", "/images/logo.svg"],
  ];
};
const organizationFields = {
  name: postedText(freeText("Corpus organisatie"), "Corpus organisatie"),
  website: optionalPostedText(webAddressValues("https://corpus.example.org"), "https://corpus.example.org"),
  description: optionalPostedText(multiline("Beschrijving"), "Beschrijving"),
  logoUrl: optionalPostedText(webAddressValues("/images/logo.svg"), "/images/logo.svg"),
  // The logo upload (ImageUploadField): a file that is no image is refused before anything is saved.
  bestand: [refused("tekstbestand als logo", new FileInField())],
};

const organizationNew: FormTarget = {
  route: "routes/beheer/organization-new.tsx",
  path: () => "/beheer/organisaties/nieuw",
  validForm: organizationForm,
  fields: organizationFields,
  staff: true,
  transport: true,
};

const organizationEdit: FormTarget = {
  route: "routes/beheer/organization-edit.tsx",
  path: (world, id = content(world).freeOrganizationId) => staffPath("organisaties")(world, id),
  param: pathValues(
    (world) => content(world).freeOrganizationId,
    (world) => content(world).vacancyId,
  ),
  validForm: organizationForm,
  fields: sampledLikeTwin(organizationFields),
  staff: true,
  transport: true,
};

const friendForm = (): [string, string][] => {
  const n = next();
  return [
    ["intent", "save"],
    ["description", `Vriend ${n} van het corpus.`],
    ["url", `https://vriend${n}.example.org`],
    ["logoUrl", "/images/logo.svg"],
    ["status", "ACTIVE"],
  ];
};
const friendFields = {
  description: multiline("Vriend van het corpus."),
  url: postedText(webAddressValues("https://vriend.example.org"), "https://vriend.example.org"),
  logoUrl: postedText(webAddressValues("/images/logo.svg"), "/images/logo.svg"),
  bestand: [refused("tekstbestand als logo", new FileInField())],
  status: [refused("onbekend", "BITCOIN"), refused("ontbreekt", MISSING), refused("NUL-teken", "ACT\u0000IVE")],
};

const friendNew: FormTarget = {
  route: "routes/beheer/friend-new.tsx",
  path: () => "/beheer/vrienden/nieuw",
  validForm: () => [...friendForm(), ["organizationId", ""], ["newOrganizationName", `Corpus nieuwe vriend ${next()}`]],
  fields: {
    ...friendFields,
    newOrganizationName: postedText(freeText("Corpus nieuwe vriend"), "Corpus nieuwe vriend"),
    // With a new organisation's name, a picked organisation besides is one too many.
    organizationId: [
      refused(
        "bestaande organisatie ook",
        fromWorld((world) => content(world).freeOrganizationId),
      ),
      refused("geen UUID", "geen-uuid"),
      refused("onbekende UUID", UNKNOWN_UUID),
    ],
  },
  staff: true,
  transport: true,
};

const friendEdit: FormTarget = {
  route: "routes/beheer/friend-edit.tsx",
  path: (world, id = content(world).affiliateId) => staffPath("vrienden")(world, id),
  param: pathValues(
    (world) => content(world).affiliateId,
    (world) => content(world).vacancyId,
  ),
  validForm: (world) => [...friendForm(), ["organizationId", content(world).affiliateOrganizationId]],
  fields: {
    ...sampledLikeTwin(friendFields),
    organizationId: [
      refused(
        "organisatie van een andere vriend",
        fromWorld((world) => content(world).usedOrganizationId),
      ),
      refused("geen UUID", "geen-uuid"),
      refused("onbekende UUID", UNKNOWN_UUID),
      ...formStructure((world) => content(world).affiliateOrganizationId).map((bad) => ({
        ...bad,
        audience: "person" as const,
      })),
    ],
  },
  staff: true,
  transport: true,
};

/** The list's move and status buttons: the middle friend moves up, after the order is restored. */
const friendsList: FormTarget = {
  route: "routes/beheer/friends.tsx",
  path: () => "/beheer/vrienden",
  validForm: (world) => [
    ["id", content(world).affiliateId],
    ["intent", "omhoog"],
  ],
  prepare: (world) => resetFriendOrder(world.site.handle.db, content(world)),
  prepareBaseline: (world) => resetFriendOrder(world.site.handle.db, content(world)),
  fields: {
    id: [
      refused("geen UUID", "geen-uuid"),
      refused("onbekende UUID", UNKNOWN_UUID),
      refused(
        "UUID van een vacature",
        fromWorld((world) => content(world).vacancyId),
      ),
      refused("ontbreekt", MISSING),
    ],
    intent: [refused("onbekende actie", "weg"), refused("ontbreekt", MISSING), refused("NUL-teken", "omhoog\u0000")],
  },
  staff: true,
  transport: true,
};

const vacancyForm = (): [string, string][] => {
  const n = next();
  return [
    ["intent", "save"],
    ["title", `Corpusfunctie ${n}`],
    ["organization", "Corpus"],
    ["hoursPerWeek", "24"],
    ["summary", `Samenvatting ${n}`],
    ["requirements", "Eisen"],
    ["responsibilities", "Taken"],
    ["street", "Lindelaan 40"],
    ["postalCode", "3822 XK"],
    ["city", "Amersfoort"],
    ["country", "Nederland"],
    ["salaryFrequency", "MONTHLY"],
    ["salaryMin", "3000"],
    ["salaryMax", "4000,50"],
    ["applyUrl", "https://werkenbij.example.org"],
    ["contactPhones", "0612345678, 020-1234567"],
    ["logoUrl", "/images/logo.svg"],
    ["sortOrder", "10"],
  ];
};
const vacancyFields = {
  title: postedText(freeText("Corpusfunctie"), "Corpusfunctie"),
  organization: postedText(freeText("Corpus"), "Corpus"),
  hoursPerWeek: [
    ...typedNumbers([refused("nul", "0"), refused("61", "61"), refused("breuk", "1,5")]),
    ...formStructure("24"),
  ],
  summary: multiline("Samenvatting"),
  requirements: multiline("Eisen"),
  responsibilities: multiline("Taken"),
  street: optionalPostedText(freeText("Lindelaan 40"), "Lindelaan 40"),
  postalCode: optionalPostedText(freeText("3822 XK"), "3822 XK"),
  city: postedText(freeText("Amersfoort"), "Amersfoort"),
  country: optionalPostedText(freeText("Nederland"), "Nederland"),
  salaryFrequency: [refused("onbekend", "WEEKLY"), refused("ontbreekt", MISSING)],
  salaryMin: typedNumbers([refused("hoger dan het maximum", "5000"), refused("drie decimalen", "10,005")]),
  salaryMax: typedNumbers([refused("boven het maximum", "999999999")]),
  applyUrl: optionalPostedText(webAddressValues("https://werkenbij.example.org"), "https://werkenbij.example.org"),
  contactPhones: optionalPostedText(
    [refused("ongeldig nummer", "06-1234"), refused("zes nummers", Array(6).fill("0612345678").join(","))],
    "0612345678",
  ),
  logoUrl: optionalPostedText(webAddressValues("/images/logo.svg"), "/images/logo.svg"),
  sortOrder: typedNumbers([refused("breuk", "1,5"), refused("te groot", "999999999")]),
};

const vacancyNew: FormTarget = {
  route: "routes/beheer/vacancy-new.tsx",
  path: () => "/beheer/vacatures/nieuw",
  validForm: vacancyForm,
  fields: vacancyFields,
  staff: true,
  transport: true,
};

const vacancyEdit: FormTarget = {
  route: "routes/beheer/vacancy-edit.tsx",
  path: (world, id = content(world).vacancyId) => staffPath("vacatures")(world, id),
  param: pathValues(
    (world) => content(world).vacancyId,
    (world) => content(world).affiliateId,
  ),
  validForm: vacancyForm,
  fields: sampledLikeTwin(vacancyFields),
  staff: true,
  transport: true,
};

/** The list's close and reopen buttons: the vacancy is closed, after it is opened again. */
const vacanciesList: FormTarget = {
  route: "routes/beheer/vacancies.tsx",
  path: () => "/beheer/vacatures",
  validForm: (world) => [
    ["id", content(world).vacancyId],
    ["intent", "sluiten"],
  ],
  prepare: (world) => setVacancyStatusDirectly(world.site.handle.db, content(world).vacancyId, "OPEN"),
  prepareBaseline: (world) => setVacancyStatusDirectly(world.site.handle.db, content(world).vacancyId, "OPEN"),
  fields: {
    id: [refused("geen UUID", "geen-uuid"), refused("onbekende UUID", UNKNOWN_UUID), refused("ontbreekt", MISSING)],
    intent: [refused("onbekende actie", "weg"), refused("ontbreekt", MISSING)],
  },
  staff: true,
  transport: true,
};

export const CONTENT_FORM_TARGETS: Record<string, FormTarget> = {
  "organisatie toevoegen (beheer)": organizationNew,
  "organisatie wijzigen (beheer)": organizationEdit,
  "vriend toevoegen (beheer)": friendNew,
  "vriend wijzigen (beheer)": friendEdit,
  "vrienden verplaatsen (beheer)": friendsList,
  "vacature toevoegen (beheer)": vacancyNew,
  "vacature wijzigen (beheer)": vacancyEdit,
  "vacature sluiten (beheer)": vacanciesList,
};
