import {
  asPosted,
  type BadValue,
  emailValues,
  FileInField,
  forClient,
  formStructure,
  freeText,
  MB1,
  MISSING,
  pathValues,
  refusedPatternText,
  RepeatedField,
  postedText,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { PERSON, type CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import {
  CHANGED_EMAIL,
  prepareSessionsWorld,
  prepareStaffWorld,
  sessionsCookie,
  sessionsState,
  SIGN_IN_EMAIL,
  signOutCookie,
  staffState,
} from "./staff-world.ts";

/** The back office's forms: sign-in, the link's button, signing out, sessions, adding and changing an account. */
const bad = (expect: BadValue["expect"], audience: BadValue["audience"]) => (label: string, value: unknown) =>
  ({ label, value, expect, audience }) satisfies BadValue;
const personRefused = bad("refused", "person");
const clientRefused = bad("refused", "client");
const clientTolerated = bad("tolerated", "client");

const STAFF_NAME = `${PERSON.firstName} ${PERSON.lastName}`;

const signIn: FormTarget = {
  route: "routes/beheer/sign-in.tsx",
  path: () => "/beheer/inloggen",
  validForm: () => [["email", SIGN_IN_EMAIL]],
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    // The shared e-mail rule takes U+FFFD in a domain (it is pragmatic about international addresses); such an
    // address belongs to no one, and gets the answer every unknown address gets: nothing to write, nothing refused.
    email: postedText(emailValues(SIGN_IN_EMAIL), SIGN_IN_EMAIL).filter((value) => !value.label.startsWith("U+FFFD")),
  },
  transport: true,
};

const linkToken = (world: CorpusWorld) => staffState(world).linkToken;

/** The button of the page a sign-in mail links to: it posts the link's token. */
const signInLink: FormTarget = {
  route: "routes/beheer/sign-in-link.tsx",
  path: () => "/beheer/inloggen/link",
  validForm: (world) => [["token", linkToken(world)]],
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    token: [
      ...asPosted(refusedPatternText(linkToken)),
      personRefused("goed gevormd en onbekend", "A".repeat(43)),
      ...formStructure("A".repeat(43)),
    ],
  },
  transport: true,
};

/**
 * Signing out with a session of its own (signOutCookie). Every post signs out, so no value of `overal` is refused:
 * anything but 'ja' ends this browser's session only.
 */
const signOut: FormTarget = {
  route: "routes/beheer/sign-out.tsx",
  path: () => "/beheer/uitloggen",
  cookie: signOutCookie,
  validForm: () => [["overal", "nee"]],
  fields: {
    overal: [
      clientTolerated("ontbreekt", MISSING),
      clientTolerated("hoofdletters", "JA"),
      clientTolerated("NUL-teken", "ja\u0000"),
      clientTolerated("twee keer, eerst nee", new RepeatedField(["nee", "ja"])),
      clientTolerated("bestand in plaats van tekst", new FileInField()),
      clientTolerated("1 MB", "ja".repeat(MB1 / 2)),
    ],
  },
  transport: true,
};

/** The role check boxes: at least one, each a role of the back office. */
const roleChoices: BadValue[] = [
  personRefused("geen rol gekozen", MISSING),
  clientRefused("onbekende rol", "admin"),
  clientRefused("NUL-teken", "redacteur\u0000"),
  clientRefused("bestand in plaats van een keuze", new FileInField()),
  clientTolerated("twee keer dezelfde", new RepeatedField(["redacteur", "redacteur"])),
];

const newStaffMember: FormTarget = {
  route: "routes/beheer/staff-member-new.tsx",
  path: () => "/beheer/medewerkers/nieuw",
  staff: true,
  validForm: () => [
    ["name", STAFF_NAME],
    ["email", uniqueEmail()],
    ["rollen", "redacteur"],
    ["actief", "ja"],
  ],
  fields: {
    name: postedText(freeText(STAFF_NAME), STAFF_NAME),
    email: postedText(emailValues("medewerker@corpus.example.org"), "medewerker@corpus.example.org"),
    rollen: roleChoices,
  },
  transport: true,
};

let renames = 0;

/** Changing an account of its own (never the corpus beheerder's); another name each time, so it always writes. */
const editStaffMember: FormTarget = {
  route: "routes/beheer/staff-member-edit.tsx",
  path: (world, id = staffState(world).changedStaffId) => `/beheer/medewerkers/${encodeURIComponent(id)}`,
  param: pathValues(
    (world) => staffState(world).changedStaffId,
    (world) => world.eventId,
  ),
  staff: true,
  validForm: () => [
    ["name", `${STAFF_NAME} ${++renames}`],
    ["email", CHANGED_EMAIL],
    ["rollen", "redacteur"],
    ["actief", "ja"],
  ],
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    name: postedText(freeText(STAFF_NAME), STAFF_NAME),
    email: postedText(emailValues(CHANGED_EMAIL), CHANGED_EMAIL),
    rollen: roleChoices,
  },
  transport: true,
};

/** 'Beëindigen' in Mijn sessies, by the sessions member (sessionsCookie): another person's session is unknown. */
const endOwnSession: FormTarget = {
  route: "routes/beheer/session-end.tsx",
  path: () => "/beheer/account/sessies/beeindigen",
  cookie: sessionsCookie,
  validForm: (world) => [["sessie", sessionsState(world).ownSessionId]],
  prepare: prepareSessionsWorld,
  prepareBaseline: prepareSessionsWorld,
  fields: {
    sessie: [
      ...forClient(
        pathValues(
          (world) => sessionsState(world).ownSessionId,
          (world) => sessionsState(world).colleagueSessionId,
        ),
      ),
      ...formStructure((world) => sessionsState(world).ownSessionId),
    ],
  },
  transport: true,
};

/** The sessions section of a colleague's edit page: 'Alle sessies beëindigen' (an intent of the page's action). */
const endColleagueSessions: FormTarget = {
  route: "routes/beheer/staff-member-edit.tsx",
  path: (world, id = sessionsState(world).colleagueId) => `/beheer/medewerkers/${encodeURIComponent(id)}`,
  param: pathValues(
    (world) => sessionsState(world).colleagueId,
    (world) => world.eventId,
  ),
  staff: true,
  validForm: () => [["intent", "sessies-beeindigen"]],
  prepare: prepareSessionsWorld,
  prepareBaseline: prepareSessionsWorld,
  fields: {
    // Any other intent is the account's own form, which refuses a post without its fields.
    intent: [clientRefused("onbekende bedoeling", "alles-wissen"), ...formStructure("sessies-beeindigen")],
  },
  transport: false,
};

export const STAFF_FORM_TARGETS: Record<string, FormTarget> = {
  "beheer: sessie beëindigen (session-end)": endOwnSession,
  "beheer: sessies van een medewerker (staff-member-edit)": endColleagueSessions,
  "beheer: inloggen (sign-in)": signIn,
  "beheer: inloglink (sign-in-link)": signInLink,
  "beheer: uitloggen (sign-out)": signOut,
  "beheer: medewerker toevoegen (staff-member-new)": newStaffMember,
  "beheer: medewerker wijzigen (staff-member-edit)": editStaffMember,
};
