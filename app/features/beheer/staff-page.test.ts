import { describe, expect, it } from "vitest";
import { STAFF_OPERATIONS } from "../../../common/staff-permissions.ts";
import { staffRoutes } from "../../../test/support/staff-routes.ts";
import { navigationFor, STAFF_NAVIGATION } from "./navigation.ts";
import { pagePermissions, staffPage } from "./staff-page.ts";

describe("the permission each back-office page declares", () => {
  it("is declared by every route below the back office's layout, and is one of the table's", async () => {
    const routes = await staffRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((route) => !route.permissions?.length).map((route) => route.route);
    expect(undeclared).toEqual([]);
    for (const route of routes) {
      for (const permission of route.permissions!) expect(STAFF_OPERATIONS, route.route).toContain(permission);
    }
  });

  it("opens a page for whoever holds any one of its permissions, and nothing for a handle without one", () => {
    expect(pagePermissions(staffPage("events.manage", "content.manage"), "/beheer/afbeeldingen")).toEqual([
      "events.manage",
      "content.manage",
    ]);
    expect(pagePermissions(undefined, "/beheer")).toBeUndefined();
    expect(pagePermissions({ readOnlyPage: true }, "/beheer")).toBeUndefined();
  });

  it("makes the menu: an item shows when its page's permission is held", async () => {
    const routes = await staffRoutes();
    const handleOf = (pattern: string) => {
      const route = routes.find((entry) => `/${entry.route}` === pattern);
      return route?.permissions ? staffPage(route.permissions[0]!, ...route.permissions.slice(1)) : undefined;
    };
    // Every menu item points at a page that declares its permission.
    for (const item of STAFF_NAVIGATION) expect(handleOf(item.to), item.to).toBeDefined();
    const balie = navigationFor(["backoffice.open", "checkin.perform", "participants.read"], handleOf);
    expect(balie.map((item) => item.label)).toEqual(["Overzicht", "Check-in", "Verwerkingsregister"]);
    expect(navigationFor([...STAFF_OPERATIONS], handleOf)).toHaveLength(STAFF_NAVIGATION.length);
  });
});
