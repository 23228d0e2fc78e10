import { describe, expect, it } from "vitest";
import {
  certificateNamePath,
  certificatePath,
  certificatePdfPath,
  courseCancelPath,
  coursePath,
  eventPath,
  SERVER_PATHS,
  SITE_PATHS,
  testCheckoutPath,
  ticketPurchaseCompletePath,
  ticketPurchasePath,
  workshopSignupPath,
} from "../common/site-paths.ts";
import routes from "./routes.ts";

/** The route file that answers a path (without its query), or null when only the catch-all 404 page does. */
function routeFileFor(pathWithQuery: string): string | null {
  const path = new URL(pathWithQuery, "http://localhost").pathname;
  const matches = routes.filter((route) => {
    if (route.index) return path === "/";
    if (!route.path || route.path === "*") return false;
    const wanted = route.path.split("/");
    const given = path.slice(1).split("/");
    return (
      wanted.length === given.length &&
      wanted.every((part, i) => (part.startsWith(":") ? given[i] !== "" : part === given[i]))
    );
  });
  expect(matches.length, `routes for ${path}`).toBeLessThanOrEqual(1);
  return matches[0]?.file ?? null;
}

describe("common/site-paths.ts against app/routes.ts", () => {
  it("builds paths to the pages they name", () => {
    const id = "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10";
    expect(routeFileFor(eventPath(id))).toBe("routes/event-detail.tsx");
    expect(routeFileFor(ticketPurchasePath(id))).toBe("routes/ticket-purchase.tsx");
    expect(routeFileFor(ticketPurchaseCompletePath(id))).toBe("routes/ticket-purchase-complete.tsx");
    expect(routeFileFor(ticketPurchaseCompletePath(id, id))).toBe("routes/ticket-purchase-complete.tsx");
    expect(routeFileFor(workshopSignupPath())).toBe("routes/workshop-signup.tsx");
    expect(routeFileFor(workshopSignupPath("FF-7KQM-3XPA-9TDV"))).toBe("routes/workshop-signup.tsx");
    expect(routeFileFor(coursePath(id))).toBe("routes/course-detail.tsx");
    expect(routeFileFor(courseCancelPath("a/b?c"))).toBe("routes/course-cancel.tsx");
    expect(routeFileFor(certificatePath("FC-7KQM-3XPA-9TDV"))).toBe("routes/certificate.tsx");
    expect(routeFileFor(certificateNamePath("abc_DEF-123"))).toBe("routes/certificate-name.tsx");
    expect(routeFileFor(certificatePdfPath("abc_DEF-123"))).toBe("routes/certificate-pdf.tsx");
  });

  it("has a page for every fixed path", () => {
    for (const path of Object.values(SITE_PATHS)) expect(routeFileFor(path), path).not.toBeNull();
  });

  it("leaves the paths the Express app serves itself to no page", () => {
    for (const path of [...Object.values(SERVER_PATHS), testCheckoutPath("tr_test_1")]) {
      expect(routeFileFor(path), path).toBeNull();
    }
  });

  it("encodes what it puts into a path", () => {
    expect(courseCancelPath("a/b?c")).toBe("/vakschool/afmelden/a%2Fb%3Fc");
    expect(ticketPurchaseCompletePath("e1", "o&1")).toBe("/evenementen/e1/aanmelden-voltooid?order=o%261");
    expect(workshopSignupPath("FF 7KQM")).toBe("/workshops/aanmelden?code=FF%207KQM");
  });
});
