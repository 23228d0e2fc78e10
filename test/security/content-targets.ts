import {
  CreateAffiliateDocument,
  CreateOrganizationDocument,
  CreateVacancyDocument,
  DeleteOrganizationDocument,
  MoveAffiliateDocument,
  SetAffiliateStatusDocument,
  SetVacancyStatusDocument,
  UpdateAffiliateDocument,
  UpdateOrganizationDocument,
  UpdateVacancyDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  enumValues,
  freeText,
  fromWorld,
  intValues,
  multilineValues,
  objectValues,
  refused,
  stringField,
  uuidValues,
  webAddressValues,
  withoutEmpty,
  wrongTypesForString,
  type BadValue,
  sampledLikeTwin,
} from "./bad-values.ts";
import {
  ensureDeletableOrganization,
  resetFriendOrder,
  setFriendStatus,
  setVacancyStatusDirectly,
} from "./content-world.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * The back office's content mutations: organisations, friends, vacancies. Every valid input changes
 * something (a counter in two of its texts), so an accepted case always writes an audit row and a tolerated value
 * that the text rules make equal to the stored one is still a change. The app's mutation documents select only ids
 * (app/graphql/StaffContent.graphql), so an answer never carries typed markup back.
 */
let counter = 0;
const next = () => ++counter;

/** An optional text: empty and absent are valid, so only its text and its type can be wrong. */
const optionalText = (values: BadValue[]) => [...withoutEmpty(values), ...wrongTypesForString()];
const moneyValues = (): BadValue[] => [
  refused("negatief", -1),
  refused("drie decimalen", 10.005),
  refused("boven het maximum", 1e12),
  refused("1e308", 1e308),
  refused("tekst", "3000", "client"),
  refused("boolean", true, "client"),
];
const sortOrderValues = (): BadValue[] => [
  refused("negatief", -1),
  refused("grootste Int", 2147483647),
  refused("groter dan Int", 2147483648, "client"),
  refused("breuk", 1.5, "client"),
  refused("tekst", "1", "client"),
];
const content = (world: CorpusWorld) => world.content;
const vacancyInsteadOf = (world: CorpusWorld) => world.content.vacancyId;

const organizationInput = () => {
  const n = next();
  return {
    name: `Corpus organisatie ${n}`,
    website: "https://corpus.example.org",
    description: `Beschrijving ${n}`,
    logoUrl: "/images/logo.svg",
  };
};
const organizationFields = {
  "": objectValues(),
  name: stringField(freeText("Corpus organisatie")),
  website: optionalText(webAddressValues("https://corpus.example.org")),
  description: optionalText(multilineValues("Beschrijving")),
  logoUrl: optionalText(webAddressValues("/images/logo.svg")),
};

const createOrganization: GraphQLTarget = {
  document: CreateOrganizationDocument,
  staff: true,
  validInput: organizationInput,
  fields: organizationFields,
};

const updateOrganization: GraphQLTarget = {
  document: UpdateOrganizationDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).freeOrganizationId, ...organizationInput() }),
  fields: {
    ...sampledLikeTwin(organizationFields),
    id: uuidValues((world) => content(world).freeOrganizationId, vacancyInsteadOf),
  },
};

const deleteOrganization: GraphQLTarget = {
  document: DeleteOrganizationDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).deletableOrganizationId }),
  prepare: (world) => ensureDeletableOrganization(world.site.handle.db, content(world)),
  prepareBaseline: (world) => ensureDeletableOrganization(world.site.handle.db, content(world)),
  fields: {
    "": objectValues(),
    id: [
      ...uuidValues((world) => content(world).deletableOrganizationId, vacancyInsteadOf),
      refused(
        "organisatie van een vriend",
        fromWorld((world) => content(world).usedOrganizationId),
      ),
    ],
  },
};

const friendInput = () => {
  const n = next();
  return {
    description: `Vriend ${n} van het corpus.`,
    url: `https://vriend${n}.example.org`,
    logoUrl: "/images/logo.svg",
    status: "ACTIVE",
  };
};
const friendFields = {
  "": objectValues(),
  description: stringField(multilineValues("Vriend van het corpus.")),
  url: stringField(webAddressValues("https://vriend.example.org")),
  logoUrl: stringField(webAddressValues("/images/logo.svg")),
  status: enumValues("active"),
};

const createAffiliate: GraphQLTarget = {
  document: CreateAffiliateDocument,
  staff: true,
  validInput: () => ({ ...friendInput(), newOrganizationName: `Corpus nieuwe vriend ${next()}` }),
  fields: {
    ...friendFields,
    // With a new organisation's name, any organisation besides is one too many.
    organizationId: uuidValues((world) => content(world).freeOrganizationId, vacancyInsteadOf)
      .filter((bad) => bad.label !== "ontbreekt" && bad.label !== "null")
      .concat(
        refused(
          "bestaande organisatie ook",
          fromWorld((world) => content(world).freeOrganizationId),
        ),
      ),
    newOrganizationName: stringField(freeText("Corpus nieuwe vriend")),
  },
};

const updateAffiliate: GraphQLTarget = {
  document: UpdateAffiliateDocument,
  staff: true,
  validInput: (world) => ({
    id: content(world).affiliateId,
    organizationId: content(world).affiliateOrganizationId,
    ...friendInput(),
  }),
  fields: {
    ...sampledLikeTwin(friendFields),
    id: uuidValues((world) => content(world).affiliateId, vacancyInsteadOf),
    organizationId: [
      ...uuidValues((world) => content(world).affiliateOrganizationId, vacancyInsteadOf),
      refused(
        "organisatie van een andere vriend",
        fromWorld((world) => content(world).usedOrganizationId),
      ),
    ],
  },
};

const setAffiliateStatus: GraphQLTarget = {
  document: SetAffiliateStatusDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).affiliateId, status: "ACTIVE" }),
  prepare: (world) => setFriendStatus(world.site.handle.db, content(world).affiliateId, "INACTIVE"),
  prepareBaseline: (world) => setFriendStatus(world.site.handle.db, content(world).affiliateId, "INACTIVE"),
  fields: {
    "": objectValues(),
    id: uuidValues((world) => content(world).affiliateId, vacancyInsteadOf),
    status: enumValues("active"),
  },
};

const moveAffiliate: GraphQLTarget = {
  document: MoveAffiliateDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).affiliateId, direction: "UP" }),
  prepare: (world) => resetFriendOrder(world.site.handle.db, content(world)),
  prepareBaseline: (world) => resetFriendOrder(world.site.handle.db, content(world)),
  fields: {
    "": objectValues(),
    id: uuidValues((world) => content(world).affiliateId, vacancyInsteadOf),
    direction: enumValues("up"),
  },
};

const vacancyInput = () => {
  const n = next();
  return {
    title: `Corpusfunctie ${n}`,
    organization: "Corpus",
    hoursPerWeek: 24,
    logoUrl: "/images/logo.svg",
    summary: `Samenvatting ${n}`,
    requirements: "Eisen",
    responsibilities: "Taken",
    street: "Lindelaan 40",
    postalCode: "3822 XK",
    city: "Amersfoort",
    country: "Nederland",
    salaryFrequency: "MONTHLY",
    salaryMin: 3000,
    salaryMax: 4000.5,
    applyUrl: "https://werkenbij.example.org",
    contactPhones: ["0612345678"],
    sortOrder: 10,
  };
};
const vacancyFields = {
  "": objectValues(),
  title: stringField(freeText("Corpusfunctie")),
  organization: stringField(freeText("Corpus")),
  hoursPerWeek: intValues(),
  logoUrl: optionalText(webAddressValues("/images/logo.svg")),
  summary: stringField(multilineValues("Samenvatting")),
  requirements: stringField(multilineValues("Eisen")),
  responsibilities: stringField(multilineValues("Taken")),
  street: optionalText(freeText("Lindelaan 40")),
  postalCode: optionalText(freeText("3822 XK")),
  city: stringField(freeText("Amersfoort")),
  country: optionalText(freeText("Nederland")),
  salaryFrequency: enumValues("monthly"),
  salaryMin: [...moneyValues(), refused("hoger dan het maximum", 999_999)],
  salaryMax: moneyValues(),
  applyUrl: optionalText(webAddressValues("https://werkenbij.example.org")),
  contactPhones: [
    refused("geen telefoonnummer", ["06-1234"]),
    refused(
      "zes nummers",
      Array.from({ length: 6 }, () => "0612345678"),
    ),
    refused("NUL-teken", ["06123\u000045678"]),
    refused("null in de lijst", [null], "client"),
    refused("getal in de lijst", [612345678], "client"),
    ...absent(),
  ],
  sortOrder: sortOrderValues(),
};

const createVacancy: GraphQLTarget = {
  document: CreateVacancyDocument,
  staff: true,
  validInput: vacancyInput,
  fields: vacancyFields,
};

const updateVacancy: GraphQLTarget = {
  document: UpdateVacancyDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).vacancyId, ...vacancyInput() }),
  fields: {
    ...sampledLikeTwin(vacancyFields),
    id: uuidValues(
      (world) => content(world).vacancyId,
      (world) => content(world).affiliateId,
    ),
  },
};

const setVacancyStatus: GraphQLTarget = {
  document: SetVacancyStatusDocument,
  staff: true,
  validInput: (world) => ({ id: content(world).vacancyId, status: "OPEN" }),
  prepare: (world) => setVacancyStatusDirectly(world.site.handle.db, content(world).vacancyId, "CLOSED"),
  prepareBaseline: (world) => setVacancyStatusDirectly(world.site.handle.db, content(world).vacancyId, "CLOSED"),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => content(world).vacancyId,
      (world) => content(world).affiliateId,
    ),
    status: enumValues("open"),
  },
};

export const CONTENT_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  createOrganization,
  updateOrganization,
  deleteOrganization,
  createAffiliate,
  updateAffiliate,
  setAffiliateStatus,
  moveAffiliate,
  createVacancy,
  updateVacancy,
  setVacancyStatus,
};
