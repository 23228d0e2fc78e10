import { eq } from "drizzle-orm";
import { UpdateRegisterDocument } from "../../app/graphql/generated.ts";
import { registers } from "../../server/db/schema/index.ts";
import {
  booleanValues,
  enumValues,
  freeText,
  intValues,
  objectValues,
  pathValues,
  postedText,
  refused,
  stringField,
  typedWholeNumberText,
  uuidValues,
  type BadValue,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { optionalString } from "./event-value-kinds.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * The accreditation registers (/beheer/registers, decision 0036): the beheerder's update and its form. The cases
 * change the NVO register; every valid input gives it another name (a counter), so an accepted case always writes
 * an audit row. A prefix is at most 12 capitals, digits or &; a BIG number's lengths are fixed.
 */
let counter = 0;
let registerId = "";

async function registerReady(world: CorpusWorld): Promise<void> {
  const [row] = await world.site.handle.db
    .select({ id: registers.id })
    .from(registers)
    .where(eq(registers.code, "NVO"));
  registerId = row!.id;
}

const tolerated = (label: string, value: unknown): BadValue => ({
  label,
  value,
  expect: "tolerated",
  audience: "person",
});
const vacancyId = (world: CorpusWorld) => world.content.vacancyId;

/** The register's own rule: no shared kind judges a prefix. */
const prefixValues = (): BadValue[] => [
  refused("met streepje ertussen", "NIP-NVO"),
  refused("te lang", "ABCDEFGHIJKLMN"),
  refused("kleine letters met spatie", "nip nvo"),
  refused("NUL-teken", "NIP\u0000"),
  tolerated("met streepje erachter", "NVO-"),
];

/** The order: 0 to 9999 (0 is a valid place, so not intValues' list). */
const sortOrderValues = (): BadValue[] => [
  refused("negatief", -1),
  refused("boven het maximum", 10000),
  refused("breuk", 1.5, "client"),
  refused("tekst", "1", "client"),
];

const registerInput = () => ({
  name: `NVO (corpus ${++counter})`,
  peOnlinePrefix: "NVO",
  numberFormat: "DIGITS",
  numberMinLength: 1,
  numberMaxLength: 10,
  reportingChannel: "PE_ONLINE",
  active: true,
  sortOrder: 30,
});

const updateRegister: GraphQLTarget = {
  document: UpdateRegisterDocument,
  staff: true,
  prepare: registerReady,
  prepareBaseline: registerReady,
  validInput: () => ({ id: registerId, ...registerInput() }),
  fields: {
    "": objectValues(),
    id: uuidValues(() => registerId, vacancyId),
    name: stringField(freeText("NVO")),
    peOnlinePrefix: optionalString(prefixValues()),
    numberFormat: enumValues("digits"),
    numberMinLength: intValues(31),
    numberMaxLength: [...intValues(31), refused("korter dan de kortste", 0)],
    reportingChannel: enumValues("pe_online"),
    active: booleanValues(),
    sortOrder: sortOrderValues(),
  },
};

export const REGISTER_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = { updateRegister };

const registerForm = (): [string, string][] => [
  ["name", `NVO (corpus ${++counter})`],
  ["peOnlinePrefix", "NVO"],
  ["numberFormat", "DIGITS"],
  ["numberMinLength", "1"],
  ["numberMaxLength", "10"],
  ["reportingChannel", "PE_ONLINE"],
  ["sortOrder", "30"],
  ["active", "ja"],
];

const registerEdit: FormTarget = {
  route: "routes/beheer/register-edit.tsx",
  path: (_world, id = registerId) => `/beheer/registers/${encodeURIComponent(id)}`,
  param: pathValues(() => registerId, vacancyId),
  prepare: registerReady,
  prepareBaseline: registerReady,
  validForm: registerForm,
  fields: {
    name: postedText(freeText("NVO"), "NVO"),
    peOnlinePrefix: postedText(prefixValues(), "NVO"),
    numberFormat: [refused("onbekend", "ROMEINS"), refused("kleine letters", "digits")],
    numberMinLength: postedText(typedWholeNumberText("31"), "1"),
    numberMaxLength: [refused("korter dan de kortste", "0"), refused("boven het maximum", "31")],
    reportingChannel: [refused("onbekend", "POST"), refused("NUL-teken", "LIST\u0000")],
    sortOrder: postedText(typedWholeNumberText("10000"), "30"),
    // The checkbox: only 'ja' ticks it; anything else is "not ticked", a valid choice.
    active: [tolerated("onbekende waarde", "ONBEKEND"), tolerated("leeg", "")],
  },
  staff: true,
  transport: true,
};

export const REGISTER_FORM_TARGETS: Record<string, FormTarget> = { "register-edit": registerEdit };
