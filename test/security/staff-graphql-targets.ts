import {
  AddStaffMemberDocument,
  EndMyStaffSessionDocument,
  EndStaffMemberSessionsDocument,
  RequestStaffSignInLinkDocument,
  SignInWithLinkDocument,
  SignOutDocument,
  UpdateStaffMemberDocument,
} from "../../app/graphql/generated.ts";
import {
  absent,
  emailValues,
  freeText,
  fromWorld,
  MB1,
  objectValues,
  refusedPatternText,
  stringField,
  uuidValues,
  type BadValue,
} from "./bad-values.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { PERSON } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
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

/** The back office's mutations: sign-in, signing out, sessions, staff accounts. */
const bad = (expect: BadValue["expect"], audience: BadValue["audience"]) => (label: string, value: unknown) =>
  ({ label, value, expect, audience }) satisfies BadValue;
const personRefused = bad("refused", "person");
const clientRefused = bad("refused", "client");
const clientTolerated = bad("tolerated", "client");

const STAFF_NAME = `${PERSON.firstName} ${PERSON.lastName}`;

function booleanValues(): BadValue[] {
  return [
    clientRefused("tekst", "ja"),
    clientRefused("tekst true", "true"),
    clientRefused("getal", 1),
    clientRefused("lijst", [true]),
    ...absent(),
  ];
}

/** The roles of an account: at least one, each a role of the back office. */
function roleValues(): BadValue[] {
  return [
    personRefused("lege lijst", []),
    clientRefused("onbekende rol", ["admin"]),
    clientRefused("hoofdletters", ["REDACTEUR"]),
    clientRefused("null in de lijst", [null]),
    clientRefused("getal", [1]),
    clientRefused("1 MB lange rol", ["x".repeat(MB1)]),
    // GraphQL reads one value where a list is expected as a list of one; twice the same is one role.
    clientTolerated("één rol als tekst", "redacteur"),
    clientTolerated("twee keer dezelfde rol", ["redacteur", "redacteur"]),
    clientRefused(
      "500 rollen",
      Array.from({ length: 500 }, () => "redacteur"),
    ),
    ...absent(),
  ];
}

const linkToken = (world: Parameters<typeof staffState>[0]) => staffState(world).linkToken;

const requestStaffSignInLink: GraphQLTarget = {
  document: RequestStaffSignInLinkDocument,
  // A known address, so a valid request writes a link and its mail (CORPUS_SERVER_ENV raises its limit).
  validInput: () => ({ email: SIGN_IN_EMAIL }),
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    "": objectValues(),
    email: stringField(emailValues(SIGN_IN_EMAIL)),
  },
};

const signInWithLink: GraphQLTarget = {
  document: SignInWithLinkDocument,
  validInput: (world) => ({ token: linkToken(world) }),
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    "": objectValues(),
    token: stringField([
      ...refusedPatternText(linkToken),
      personRefused("goed gevormd en onbekend", "A".repeat(43)),
      personRefused(
        "al gebruikte link",
        fromWorld((world) => staffState(world).usedLinkToken),
      ),
    ]),
  },
};

const signOut: GraphQLTarget = {
  document: SignOutDocument,
  validInput: () => ({ everywhere: false }),
  cookie: signOutCookie,
  fields: { "": objectValues(), everywhere: booleanValues() },
};

const addStaffMember: GraphQLTarget = {
  document: AddStaffMemberDocument,
  staff: true,
  validInput: () => ({ email: uniqueEmail(), name: STAFF_NAME, roles: ["redacteur"] }),
  fields: {
    "": objectValues(),
    email: stringField(emailValues("medewerker@corpus.example.org")),
    name: stringField(freeText(STAFF_NAME)),
    roles: roleValues(),
  },
};

let renames = 0;

const updateStaffMember: GraphQLTarget = {
  document: UpdateStaffMemberDocument,
  staff: true,
  // Another name each time, so a valid change always writes an audit row. Never the corpus beheerder's account:
  // a wrong acceptance must not end the session every staff case uses.
  validInput: (world) => ({
    id: staffState(world).changedStaffId,
    email: CHANGED_EMAIL,
    name: `${STAFF_NAME} ${++renames}`,
    roles: ["redacteur"],
    active: true,
  }),
  prepare: prepareStaffWorld,
  prepareBaseline: prepareStaffWorld,
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => staffState(world).changedStaffId,
      (world) => world.eventId,
    ),
    email: stringField(emailValues(CHANGED_EMAIL)),
    name: stringField(freeText(STAFF_NAME)),
    roles: roleValues(),
    active: booleanValues(),
  },
};

/** One's own session: another person's session id is as unknown as any other. */
const endMyStaffSession: GraphQLTarget = {
  document: EndMyStaffSessionDocument,
  validInput: (world) => ({ sessionId: sessionsState(world).ownSessionId }),
  cookie: sessionsCookie,
  prepare: prepareSessionsWorld,
  prepareBaseline: prepareSessionsWorld,
  fields: {
    "": objectValues(),
    sessionId: uuidValues(
      (world) => sessionsState(world).ownSessionId,
      (world) => sessionsState(world).colleagueSessionId,
    ),
  },
};

const endStaffMemberSessions: GraphQLTarget = {
  document: EndStaffMemberSessionsDocument,
  staff: true,
  // Without deactivating, so the colleague's fresh session is what a valid call ends (and audits).
  validInput: (world) => ({ staffId: sessionsState(world).colleagueId, deactivate: false }),
  prepare: prepareSessionsWorld,
  prepareBaseline: prepareSessionsWorld,
  fields: {
    "": objectValues(),
    staffId: uuidValues(
      (world) => sessionsState(world).colleagueId,
      (world) => world.eventId,
    ),
    deactivate: booleanValues(),
  },
};

export const STAFF_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  endMyStaffSession,
  endStaffMemberSessions,
  requestStaffSignInLink,
  signInWithLink,
  signOut,
  addStaffMember,
  updateStaffMember,
};
