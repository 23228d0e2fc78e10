import { describe, expect, it } from "vitest";
import { routePatternMatcher, routeTreeOfBuild } from "./route-patterns.ts";

// The production server labels its metrics from React Router's build, which lists the routes flat by parent.
describe("route patterns from React Router's build", () => {
  const patternOf = routePatternMatcher(
    routeTreeOfBuild({
      root: { id: "root", path: "" },
      "routes/home": { id: "routes/home", parentId: "root", index: true },
      "routes/course-waitlist": { id: "routes/course-waitlist", parentId: "root", path: "vakschool/wachtlijst/:token" },
      "routes/beheer/layout": { id: "routes/beheer/layout", parentId: "root" },
      "routes/beheer/order": {
        id: "routes/beheer/order",
        parentId: "routes/beheer/layout",
        path: "beheer/bestellingen/:id",
      },
    }),
  );

  it("gives a path's pattern, through layouts, for pages and their single-fetch data", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/_root.data")).toBe("/.data");
    expect(patternOf("/vakschool/wachtlijst/geheim123")).toBe("/vakschool/wachtlijst/:token");
    expect(patternOf("/vakschool/wachtlijst/geheim123.data")).toBe("/vakschool/wachtlijst/:token.data");
    expect(patternOf("/beheer/bestellingen/4b1c")).toBe("/beheer/bestellingen/:id");
  });

  it("gives none for a path no route matches", () => {
    expect(patternOf("/geen/pagina")).toBeUndefined();
  });

  it("answers a remembered path the same, also after more paths than it keeps", () => {
    for (let n = 0; n < 2500; n += 1) {
      expect(patternOf(`/vakschool/wachtlijst/token${n}`)).toBe("/vakschool/wachtlijst/:token");
    }
    expect(patternOf("/geen/pagina")).toBeUndefined();
    expect(patternOf("/beheer/bestellingen/4b1c")).toBe("/beheer/bestellingen/:id");
    expect(patternOf("/beheer/bestellingen/4b1c")).toBe("/beheer/bestellingen/:id");
  });
});
