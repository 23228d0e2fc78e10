import { readdirSync } from "node:fs";
import path from "node:path";
import { Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { STAFF_ROLES, type StaffRole } from "../../server/db/schema/index.ts";
import { rolesAllow, type StaffOperation } from "../../common/staff-permissions.ts";
import { staffOperationNames } from "../../server/graphql/sdl.ts";
import { testDatabases } from "../support/databases.ts";
import { StaffViewerPermissionsDocument } from "../graphql/generated.ts";
import { graphqlClient, type GraphQLResponse } from "../support/graphql-client.ts";
import { createStaffMember, staffCookieFor } from "../support/factories/staff.ts";
import { createPermissionFixtures } from "../staff-permissions/fixtures.ts";
import type { PermissionFixtures, StaffPermissionCase } from "../staff-permissions/types.ts";

// Every staff operation of the GraphQL contract refuses anonymous and wrong-role requests, operation by operation,
// so no back-office field is left open by a forgotten check. The cases come from every test/staff-permissions/<area>.ts, so a new area only adds its own file.
const casesDir = path.resolve(import.meta.dirname, "../staff-permissions");
const caseFiles = readdirSync(casesDir).filter(
  (file) => file.endsWith(".ts") && !/^(types|fixtures)\.ts$|\.test\.ts$/.test(file),
);
const CASES: (StaffPermissionCase & { file: string })[] = [];
for (const file of caseFiles.sort()) {
  const loaded = (await import(path.join(casesDir, file))) as { PERMISSION_CASES?: StaffPermissionCase[] };
  if (!loaded.PERMISSION_CASES) throw new Error(`${file} exporteert geen PERMISSION_CASES`);
  CASES.push(...loaded.PERMISSION_CASES.map((permissionCase) => ({ ...permissionCase, file })));
}

/** Staff fields that are no permission cases: the viewer (null when anonymous) and sign-in itself (public, by link or passkey). */
const NOT_PERMISSION_CHECKED = [
  "staffViewer",
  "requestStaffSignInLink",
  "signInWithLink",
  "startPasskeySignIn",
  "signInWithPasskey",
];

/** The narrowest role first, so "a role that may" proves the operation is not reserved to the beheerder. */
const ROLES_BY_REACH: readonly StaffRole[] = ["balie", "financien", "redacteur", "beheerder"];
const allowedRole = (operation: StaffOperation) => ROLES_BY_REACH.find((role) => rolesAllow([role], operation))!;
const lackingRoles = (operation: StaffOperation) => STAFF_ROLES.filter((role) => !rolesAllow([role], operation));

const REFUSED = ["UNAUTHENTICATED", "FORBIDDEN"];
const codes = (answer: GraphQLResponse<unknown>) => (answer.errors ?? []).map((error) => error.extensions?.code);

/** The one root field an operation calls. */
function calledFields(document: DocumentNode): string[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

describe("the permission cases", () => {
  it("are found in test/staff-permissions/, at least the accounts'", () => {
    expect(caseFiles).toContain("accounts.ts");
  });

  it("cover every staff field of the schema but the viewer and the public sign-in", () => {
    const { queries, mutations } = staffOperationNames();
    const expected = [...queries, ...mutations].filter((field) => !NOT_PERMISSION_CHECKED.includes(field)).sort();
    expect([...new Set(CASES.map((permissionCase) => permissionCase.field))].sort()).toEqual(expected);
  });

  for (const permissionCase of CASES) {
    it(`${permissionCase.file}: the document of ${permissionCase.field} calls exactly that field`, () => {
      expect(calledFields(permissionCase.document)).toEqual([permissionCase.field]);
    });
  }
});

const now = new Date("2027-01-15T09:00:00Z");

for (const database of testDatabases()) {
  describe(`Staff operations refuse anonymous and wrong-role requests on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let fixtures: PermissionFixtures;
    let client: ReturnType<typeof graphqlClient>;
    const staffByRole = new Map<StaffRole, string>();

    beforeAll(async () => {
      handle = await database.open();
      fixtures = await createPermissionFixtures(handle.db, now);
      client = graphqlClient(handle.db, now);
      for (const role of STAFF_ROLES)
        staffByRole.set(role, (await createStaffMember(handle.db, now, { roles: [role] })).id);
    });
    afterAll(async () => {
      await handle?.close();
    });

    /** Sends the case with a new session of the role's staff member (a case may end it: signOut), or none. */
    async function send(permissionCase: StaffPermissionCase, role: StaffRole | null) {
      const headers = role ? { cookie: await staffCookieFor(handle.db, staffByRole.get(role)!, now) } : undefined;
      return client.run(permissionCase.document, permissionCase.variables(fixtures), headers);
    }

    it("staffViewer is null without a session, and names the staff member and their permissions with one", async () => {
      expect(await client.run(StaffViewerPermissionsDocument)).toMatchObject({
        status: 200,
        data: { staffViewer: null },
      });
      const cookie = await staffCookieFor(handle.db, staffByRole.get("balie")!, now);
      const signedIn = await client.run(StaffViewerPermissionsDocument, {}, { cookie });
      expect(signedIn.errors).toBeUndefined();
      expect(signedIn.data?.staffViewer).toEqual({
        roles: ["balie"],
        permissions: ["backoffice.open", "participants.read", "checkin.perform"],
      });
    });

    for (const permissionCase of CASES) {
      const { field, permission } = permissionCase;
      describe(`${field} (${permission})`, () => {
        it("refuses an anonymous request with UNAUTHENTICATED", async () => {
          expect(codes(await send(permissionCase, null))[0]).toBe("UNAUTHENTICATED");
        });

        for (const role of lackingRoles(permission)) {
          it(`refuses a ${role} with FORBIDDEN`, async () => {
            expect(codes(await send(permissionCase, role))[0]).toBe("FORBIDDEN");
          });
        }

        const role = allowedRole(permission);
        it(`lets a ${role} through (no UNAUTHENTICATED, FORBIDDEN or internal error)`, async () => {
          const found = codes(await send(permissionCase, role));
          expect(found.filter((code) => REFUSED.includes(String(code)) || code === "INTERNAL_SERVER_ERROR")).toEqual(
            [],
          );
        });
      });
    }
  });
}
