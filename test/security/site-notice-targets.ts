import { randomUUID } from "node:crypto";
import {
  CreateSiteNoticeDocument,
  DeleteSiteNoticeDocument,
  MoveSiteNoticeDocument,
  UpdateSiteNoticeDocument,
} from "../../app/graphql/generated.ts";
import {
  booleanValues,
  datetimeValues,
  enumValues,
  FileInField,
  freeText,
  fromWorld,
  MISSING,
  objectValues,
  optionalPostedText,
  pathValues,
  postedText,
  refused,
  sampledLikeTwin,
  stringField,
  typedMomentText,
  UNKNOWN_UUID,
  uuidValues,
  webAddressValues,
  withoutEmpty,
  type BadValue,
} from "./bad-values.ts";
import { ensureDeletableSiteNotice, resetSiteNoticeOrder } from "./content-world.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { optionalString } from "./event-value-kinds.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * The notices of the public site (/beheer/meldingen): the staff mutations and the back office's forms. Every valid
 * input changes something (a counter in the text), so an accepted case always writes an audit row. A link is an
 * https address or a path on this site; javascript:, data:, '//host' and http never pass.
 */
let counter = 0;
const next = () => ++counter;

const content = (world: CorpusWorld) => world.content;
const db = (world: CorpusWorld) => world.site.handle.db;
const tolerated = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "tolerated",
  audience: "person",
});
const notHttps = [refused("http:", "http://corpus.example.org/boekje.pdf")];

/** Any UUID is a fresh key; only what is not a UUID is refused. */
const creationKeyValues = () =>
  uuidValues(
    () => randomUUID(),
    () => randomUUID(),
  ).filter((bad) => bad.label !== "onbekende UUID" && bad.label !== "UUID van iets anders");
/** An optional moment: left out or null is valid ('meteen', 'geen einde'). */
const optionalMoment = () => datetimeValues().filter((bad) => bad.label !== "ontbreekt" && bad.label !== "null");

const noticeInput = () => ({
  text: `Corpusmelding ${next()}: inschrijven kan tot 1 maart.`,
  linkUrl: "https://corpus.example.org/programma",
  linkText: "Lees het programma",
  shownFrom: "2026-11-01T09:00:00.000Z",
  shownUntil: "2027-03-01T09:00:00.000Z",
  dismissible: true,
});
const noticeFields = {
  "": objectValues(),
  text: stringField(freeText("Corpusmelding")),
  linkUrl: optionalString([...withoutEmpty(webAddressValues("https://corpus.example.org")), ...notHttps]),
  pdfMediaId: [
    refused("met een webadres ook", UNKNOWN_UUID),
    refused(
      "UUID van een vacature",
      fromWorld((world) => content(world).vacancyId),
    ),
    refused("geen UUID", "geen-uuid", "client"),
  ],
  linkText: [...optionalString(withoutEmpty(freeText("Lees het programma"))), refused("leeg bij een link", "")],
  shownFrom: [...optionalMoment(), refused("na het einde", "2027-04-01T09:00:00.000Z")],
  shownUntil: [...optionalMoment(), refused("voor het begin", "2026-10-01T09:00:00.000Z")],
  dismissible: booleanValues(),
};

const createSiteNotice: GraphQLTarget = {
  document: CreateSiteNoticeDocument,
  staff: true,
  validInput: () => ({ creationKey: randomUUID(), ...noticeInput() }),
  fields: { ...noticeFields, creationKey: creationKeyValues() },
};

const updateSiteNotice: GraphQLTarget = {
  document: UpdateSiteNoticeDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).siteNoticeId, ...noticeInput() }),
  fields: {
    ...sampledLikeTwin(noticeFields),
    id: uuidValues(
      (world) => content(world).siteNoticeId,
      (world) => content(world).vacancyId,
    ),
  },
};

const deleteSiteNotice: GraphQLTarget = {
  document: DeleteSiteNoticeDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).deletableSiteNoticeId }),
  prepare: (world) => ensureDeletableSiteNotice(db(world), content(world)),
  prepareBaseline: (world) => ensureDeletableSiteNotice(db(world), content(world)),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => content(world).deletableSiteNoticeId,
      (world) => content(world).vacancyId,
    ),
  },
};

const moveSiteNotice: GraphQLTarget = {
  document: MoveSiteNoticeDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).siteNoticeId, direction: "UP" }),
  prepare: (world) => resetSiteNoticeOrder(db(world), content(world)),
  prepareBaseline: (world) => resetSiteNoticeOrder(db(world), content(world)),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => content(world).siteNoticeId,
      (world) => content(world).vacancyId,
    ),
    direction: enumValues("up"),
  },
};

export const SITE_NOTICE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  createSiteNotice,
  updateSiteNotice,
  deleteSiteNotice,
  moveSiteNotice,
};

/** The smallest file that is a PDF by its first and last bytes (what the server checks), for the edit form. */
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

const noticeForm = (linkKind: "adres" | "pdf"): [string, string | Blob][] => [
  ["text", `Corpusmelding ${next()}: inschrijven kan tot 1 maart.`],
  ["linkKind", linkKind],
  ["linkUrl", linkKind === "adres" ? "https://corpus.example.org/programma" : ""],
  ["linkText", "Lees het programma"],
  ["pdfMediaId", ""],
  ["pdfName", ""],
  ["shownFrom", "2026-11-01T09:00"],
  ["shownUntil", "2027-03-01T09:00"],
  ["dismissible", "ja"],
  ...(linkKind === "pdf" ? [["bestand", new Blob([MINIMAL_PDF], { type: "application/pdf" })] as [string, Blob]] : []),
];
const formFields = {
  text: postedText(freeText("Corpusmelding"), "Corpusmelding"),
  linkKind: [refused("onbekend", "ergens"), refused("ontbreekt", MISSING), refused("NUL-teken", "adres\u0000")],
  linkUrl: postedText([...webAddressValues("https://corpus.example.org"), ...notHttps], "https://corpus.example.org"),
  linkText: postedText(freeText("Lees het programma"), "Lees het programma"),
  shownFrom: optionalPostedText(
    [...typedMomentText(), refused("na het einde", "2027-04-01T09:00")],
    "2026-11-01T09:00",
  ),
  shownUntil: optionalPostedText(
    [...typedMomentText(), refused("voor het begin", "2026-10-01T09:00")],
    "2027-03-01T09:00",
  ),
  // The checkbox: only 'ja' ticks it; anything else is "not ticked", a valid choice.
  dismissible: [tolerated("onbekende waarde", "ONBEKEND"), tolerated("leeg", "")],
  // A PDF that is not there (the hidden field of the notice's current PDF).
  pdfMediaId: [
    tolerated("genegeerd bij een webadres", UNKNOWN_UUID),
    tolerated("geen UUID, genegeerd bij een webadres", "geen-uuid"),
  ],
  pdfName: [tolerated("alleen getoond", "<b>naam</b>.pdf")],
};

const siteNoticeNew: FormTarget = {
  route: "routes/beheer/site-notice-new.tsx",
  path: () => "/beheer/meldingen/nieuw",
  validForm: () => [["creationKey", randomUUID()], ...noticeForm("adres")],
  fields: {
    ...formFields,
    creationKey: [
      refused("geen UUID", "geen-uuid"),
      refused("leeg", ""),
      refused("NUL-teken", `${UNKNOWN_UUID}\u0000`),
      refused("ontbreekt", MISSING),
    ],
    // With 'Een webadres' chosen, a file posted besides is not the link: it is not stored.
    bestand: [tolerated("genegeerd bij een webadres", new FileInField())],
  },
  staff: true,
  transport: true,
};

/** The edit form with a PDF as the link: a file that is not a PDF is refused before anything is saved. */
const siteNoticeEdit: FormTarget = {
  route: "routes/beheer/site-notice-edit.tsx",
  path: (world, id = content(world).siteNoticeId) => `/beheer/meldingen/${encodeURIComponent(id)}`,
  param: pathValues(
    (world) => content(world).siteNoticeId,
    (world) => content(world).vacancyId,
  ),
  validForm: () => noticeForm("pdf"),
  fields: {
    ...sampledLikeTwin({ text: formFields.text, linkText: formFields.linkText, shownFrom: formFields.shownFrom }),
    linkKind: [refused("onbekend", "ergens")],
    shownUntil: [refused("voor het begin", "2026-10-01T09:00")],
    dismissible: [tolerated("leeg", "")],
    // With 'Een pdf-bestand' chosen, whatever the address field holds is not the link: it is not stored.
    linkUrl: [tolerated("javascript: genegeerd bij een pdf", "javascript:alert(1)")],
    pdfMediaId: [tolerated("het nieuwe bestand telt", UNKNOWN_UUID)],
    pdfName: [tolerated("alleen getoond", "<b>naam</b>.pdf")],
    bestand: [refused("tekstbestand als pdf", new FileInField())],
  },
  staff: true,
  transport: true,
};

const siteNoticeDelete: FormTarget = {
  route: "routes/beheer/site-notice-delete.tsx",
  path: (world, id = content(world).deletableSiteNoticeId) => `/beheer/meldingen/${encodeURIComponent(id)}/verwijderen`,
  param: pathValues(
    (world) => content(world).deletableSiteNoticeId,
    (world) => content(world).vacancyId,
  ),
  validForm: () => [],
  prepare: (world) => ensureDeletableSiteNotice(db(world), content(world)),
  prepareBaseline: (world) => ensureDeletableSiteNotice(db(world), content(world)),
  fields: {},
  staff: true,
  transport: true,
};

/** The list's move buttons: the middle notice moves up, after the order is restored. */
const siteNoticesList: FormTarget = {
  route: "routes/beheer/site-notices.tsx",
  path: () => "/beheer/meldingen",
  validForm: (world) => [
    ["id", content(world).siteNoticeId],
    ["intent", "omhoog"],
  ],
  prepare: (world) => resetSiteNoticeOrder(db(world), content(world)),
  prepareBaseline: (world) => resetSiteNoticeOrder(db(world), content(world)),
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

export const SITE_NOTICE_FORM_TARGETS: Record<string, FormTarget> = {
  "melding toevoegen (beheer)": siteNoticeNew,
  "melding wijzigen (beheer)": siteNoticeEdit,
  "melding verwijderen (beheer)": siteNoticeDelete,
  "meldingen verplaatsen (beheer)": siteNoticesList,
};
