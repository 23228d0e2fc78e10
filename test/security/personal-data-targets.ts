/**
 * The corpus's cases for "Mijn gegevens": asking for a link (GraphQL and the form on /mijn-gegevens),
 * and the deletion through a link (GraphQL and the form on /mijn-gegevens/:token). The link is inserted directly
 * with a known token, valid long past the corpus's clock. The deletion's valid request (the baseline) needs
 * erasePersonalData, which lands with the retention work (server/domain/privacy/erase-personal-data.ts).
 */
import {
  ErasePersonalDataDocument,
  RequestPersonalDataLinkDocument,
  StaffErasePersonalDataDocument,
} from "../../app/graphql/generated.ts";
import { personalDataLinks } from "../../server/db/schema/index.ts";
import { hashSecretToken } from "../../server/domain/staff/tokens.ts";
import {
  absent,
  emailValues,
  objectValues,
  refusedPatternText,
  stringField,
  type BadValue,
  postedText,
} from "./bad-values.ts";
import { CORPUS_NOW, uniqueEmail } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

const LINK_TOKEN = "corpusMijnGegevensToken_0123456789abcdefXYZ";
const LINK_EMAIL = "mijn-gegevens@corpus.example.org";

/** The corpus's link exists again (a deletion that was wrongly accepted removed it). */
async function linkReady(world: CorpusWorld): Promise<void> {
  // Written directly: the cases send the link's known token, which the service draws and only mails.
  await world.site.handle.db
    .insert(personalDataLinks)
    .values({
      tokenHash: hashSecretToken(LINK_TOKEN),
      email: LINK_EMAIL,
      createdAt: CORPUS_NOW,
      expiresAt: new Date(CORPUS_NOW.getTime() + 365 * 24 * 3600_000),
    })
    .onConflictDoNothing();
}

const tokenValues = () => [...refusedPatternText(LINK_TOKEN), refused("goed gevormd en onbekend", "A".repeat(43))];

export const PERSONAL_DATA_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  requestPersonalDataLink: {
    document: RequestPersonalDataLinkDocument,
    validInput: () => ({ email: uniqueEmail() }),
    fields: { "": objectValues(), email: stringField(emailValues("iemand@corpus.example.org")) },
  },
  erasePersonalData: {
    document: ErasePersonalDataDocument,
    prepare: linkReady,
    prepareBaseline: linkReady,
    validInput: () => ({ token: LINK_TOKEN, confirm: true }),
    fields: {
      "": objectValues(),
      token: stringField(tokenValues()),
      confirm: [
        refused("niet aangevinkt", false),
        refused("tekst", "ja", "client"),
        refused("getal", 1, "client"),
        ...absent(),
      ],
    },
  },
};

export const PERSONAL_DATA_FORM_TARGETS: Record<string, FormTarget> = {
  "personal-data": {
    route: "routes/personal-data.tsx",
    path: () => "/mijn-gegevens",
    validForm: () => [
      ["intent", "link-aanvragen"],
      ["email", uniqueEmail()],
    ],
    fields: {
      // As at the staff sign-in: an address with U+FFFD in its domain belongs to no one and is answered as any other.
      email: postedText(emailValues("iemand@corpus.example.org"), "iemand@corpus.example.org").filter(
        (value) => !value.label.startsWith("U+FFFD"),
      ),
    },
    transport: true,
  },
  "personal-data-link": {
    route: "routes/personal-data-link.tsx",
    path: (_world, token = LINK_TOKEN) => `/mijn-gegevens/${encodeURIComponent(token)}`,
    param: [refused("onbekend token", "A".repeat(43)), refused("te kort", "abc"), refused("HTML", "<script>")],
    prepare: linkReady,
    prepareBaseline: linkReady,
    validForm: () => [
      ["intent", "verwijderen"],
      ["confirm", "ja"],
    ],
    fields: {
      confirm: postedText([refused("niet aangevinkt", ""), refused("iets anders", "nee")], "ja"),
    },
    transport: true,
  },
};

/** The back office's answer to a request by post or phone: look up or erase an address's data. */
const STAFF_ERASE_EMAIL = "verzoek-per-post@corpus.example.org";
const confirmValues = () => [
  refused("niet aangevinkt", false),
  refused("tekst", "ja", "client"),
  refused("getal", 1, "client"),
  ...absent(),
];

export const STAFF_PRIVACY_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  staffErasePersonalData: {
    document: StaffErasePersonalDataDocument,
    staff: true,
    validInput: () => ({ email: STAFF_ERASE_EMAIL, confirm: true }),
    fields: {
      "": objectValues(),
      email: stringField(emailValues(STAFF_ERASE_EMAIL)),
      confirm: confirmValues(),
    },
  },
};

export const STAFF_PRIVACY_FORM_TARGETS: Record<string, FormTarget> = {
  "privacy-requests": {
    route: "routes/beheer/privacy-requests.tsx",
    path: () => "/beheer/privacy/verzoeken",
    staff: true,
    validForm: () => [
      ["intent", "verwijderen"],
      ["email", STAFF_ERASE_EMAIL],
      ["bevestigd", "ja"],
    ],
    fields: {
      email: postedText(emailValues(STAFF_ERASE_EMAIL), STAFF_ERASE_EMAIL).filter(
        (value) => !value.label.startsWith("U+FFFD"),
      ),
      bevestigd: postedText([refused("niet aangevinkt", ""), refused("iets anders", "nee")], "ja"),
    },
    transport: true,
  },
  // It only reads. An address with an invisible character is the same address once the text rules drop it: the
  // answer is then the file, which is no page to read a message on, so those two are left out here.
  "privacy-request-download": {
    route: "routes/beheer/privacy-request-download.ts",
    path: () => "/beheer/privacy/verzoeken/download",
    staff: true,
    readsOnly: true,
    baselineForm: null,
    validForm: () => [["email", STAFF_ERASE_EMAIL]],
    fields: {
      email: postedText(emailValues(STAFF_ERASE_EMAIL), STAFF_ERASE_EMAIL).filter(
        (value) => !value.label.startsWith("U+FFFD") && value.label !== "zero-width space" && value.label !== "BOM",
      ),
    },
    transport: true,
  },
};
