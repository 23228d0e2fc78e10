import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../db/schema/index.ts";
import { ROLE_PERMISSIONS, rolesAllow, STAFF_OPERATIONS } from "../../../common/staff-permissions.ts";
import { can, requirePermission } from "./permissions.ts";
import { DomainError } from "../errors.ts";

// The one table of role → operations (common/staff-permissions.ts, decision 0012), and the server's check of it, role by role.
describe("the permission table", () => {
  it("lets every role open the back office", () => {
    for (const role of STAFF_ROLES) expect(rolesAllow([role], "backoffice.open"), role).toBe(true);
  });

  it("lets a beheerder do everything", () => {
    expect([...ROLE_PERMISSIONS.beheerder].sort()).toEqual([...STAFF_OPERATIONS].sort());
  });

  it("gives a redacteur the programme and content, not accounts, the log or money", () => {
    const allowed = ROLE_PERMISSIONS.redacteur;
    for (const operation of ["events.manage", "courses.manage", "enrollments.manage", "content.manage"] as const) {
      expect(allowed).toContain(operation);
    }
    for (const operation of ["staff.manage", "audit.read", "orders.read", "orders.manage", "checkin.perform"]) {
      expect(allowed).not.toContain(operation);
    }
  });

  it("gives financien the orders, not the programme, content, accounts or the log", () => {
    const allowed = ROLE_PERMISSIONS.financien;
    expect(allowed).toEqual(expect.arrayContaining(["orders.read", "orders.manage"]));
    for (const operation of [
      "events.manage",
      "courses.manage",
      "enrollments.manage",
      "content.manage",
      "staff.manage",
      "audit.read",
      "checkin.perform",
    ]) {
      expect(allowed).not.toContain(operation);
    }
  });

  it("gives balie check-in and participant lists only", () => {
    expect([...ROLE_PERMISSIONS.balie].sort()).toEqual(["backoffice.open", "checkin.perform", "participants.read"]);
  });

  it("names only operations of the list, and combines the roles of a person", () => {
    for (const role of STAFF_ROLES) {
      for (const operation of ROLE_PERMISSIONS[role]) expect(STAFF_OPERATIONS).toContain(operation);
    }
    expect(rolesAllow(["balie", "financien"], "orders.manage")).toBe(true);
    expect(rolesAllow(["balie", "financien"], "events.manage")).toBe(false);
    expect(rolesAllow([], "backoffice.open")).toBe(false);
  });

  it("refuses non-staff with UNAUTHENTICATED and a role without the operation with FORBIDDEN", () => {
    const visitor = { kind: "visitor", clientIp: null } as const;
    const staff = {
      kind: "staff",
      staffId: "s",
      name: "R",
      email: "r@example.org",
      roles: ["redacteur"],
      sessionId: "x",
      clientIp: null,
    } as const;
    const codeOf = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        return error instanceof DomainError ? error.code : "anders";
      }
    };
    expect(codeOf(() => requirePermission(visitor, "backoffice.open"))).toBe("UNAUTHENTICATED");
    expect(codeOf(() => requirePermission({ kind: "system", name: "job" }, "events.manage"))).toBe("UNAUTHENTICATED");
    expect(codeOf(() => requirePermission(staff, "staff.manage"))).toBe("FORBIDDEN");
    expect(requirePermission(staff, "events.manage")).toBe(staff);
    expect(can(visitor, "backoffice.open")).toBe(false);
    expect(can(staff, "content.manage")).toBe(true);
  });
});
