import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courseEnrollments } from "../../server/db/schema/index.ts";
import { enrollmentsOf, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps, TEST_SETTINGS } from "../support/deps.ts";
import { testHttpApp } from "../support/http-app.ts";
import { operationBody } from "../support/operation-body.ts";
import { echoBodyPages, listen } from "../support/raw-http.ts";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";

// CSRF: a page on another site must not be able to make its visitors' browsers run mutations on
// /graphql, nor read its answers, nor post the site's forms. /graphql takes JSON POSTs only, and CORS names
// PUBLIC_URL and CORS_ORIGINS only; the pages take form posts from the site itself only.
const now = new Date("2027-02-01T10:00:00Z");
const OWN_SITE = new URL(TEST_SETTINGS.site.publicUrl).origin;
const PARTNER = "https://partner.example.org";
const ATTACKER = "https://kwaadwillend.example.com";

describe("/graphql against cross-site requests", () => {
  let handle: DatabaseHandle;
  let server: Server;
  let graphqlUrl: string;
  let courseId: string;

  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
    const app = testHttpApp(testDeps(handle.db, now), {}, { corsOrigins: [PARTNER] });
    server = app.listen(0, "127.0.0.1");
    graphqlUrl = `${await listen(server)}/graphql`;
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(courseEnrollments);
    courseId = (await createCourse(handle.db)).id;
  });

  const enrolment = () => operationBody(EnrollCourseParticipantDocument, { input: { courseId, ...PARTICIPANT } });

  async function expectRefused(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]?.extensions.code).toBe(code);
    expect(answer.errors[0]?.message).toMatch(/^(Alleen JSON|Stuur GraphQL|Verzoeken vanaf een andere website)/);
  }

  it("refuses what an HTML form can send (urlencoded, multipart, text/plain) and writes nothing", async () => {
    const { query, variables } = enrolment();
    const fields = { query, variables: JSON.stringify(variables) };
    const multipart = new FormData();
    multipart.set("operations", JSON.stringify({ query, variables }));
    multipart.set("map", "{}");
    const bodies: [string, RequestInit][] = [
      ["urlencoded", { body: new URLSearchParams(fields) }],
      ["multipart", { body: multipart }],
      ["text/plain", { body: JSON.stringify({ query, variables }), headers: { "content-type": "text/plain" } }],
      ["application/graphql", { body: query, headers: { "content-type": "application/graphql" } }],
      ["no type", { body: new Blob([JSON.stringify({ query, variables })]) }],
    ];
    for (const [kind, init] of bodies) {
      const response = await fetch(graphqlUrl, {
        method: "POST",
        ...init,
        headers: { origin: ATTACKER, ...init.headers },
      });
      await expectRefused(response, 415, "UNSUPPORTED_MEDIA_TYPE");
      expect(await enrollmentsOf(handle.db, courseId), kind).toHaveLength(0);
    }
  });

  it("refuses GET, also for a query: variables in a URL end up in logs", async () => {
    const url = new URL(graphqlUrl);
    url.searchParams.set("query", "{ allCourses { totalCount } }");
    const response = await fetch(url);
    expect(response.headers.get("allow")).toBe("POST");
    await expectRefused(response, 405, "METHOD_NOT_ALLOWED");
  });

  it("refuses a JSON POST that names another site as its origin, even without a preflight", async () => {
    for (const origin of [ATTACKER, "null"]) {
      const response = await postJson(enrolment(), { origin });
      await expectRefused(response, 403, "FORBIDDEN_ORIGIN");
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect(await enrollmentsOf(handle.db, courseId)).toHaveLength(0);
  });

  it("takes the same JSON POST from our own site, from a listed partner, and from a client without a page", async () => {
    for (const origin of [OWN_SITE, PARTNER, undefined]) {
      const email = `deelnemer-${origin ? new URL(origin).hostname : "server"}@example.org`;
      const body = operationBody(EnrollCourseParticipantDocument, { input: { courseId, ...PARTICIPANT, email } });
      const response = await postJson(body, origin ? { origin } : {});
      expect(response.status, String(origin)).toBe(200);
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
    expect(await enrollmentsOf(handle.db, courseId)).toHaveLength(3);
  });

  describe("CORS", () => {
    // A query's text by hand: these cases are about the transport's headers, whatever operation it carries.
    const query = { query: "{ allCourses { totalCount } }" };

    it("lets our own pages read answers with cookies, a partner without, and nobody else", async () => {
      const own = await postJson(query, { origin: OWN_SITE });
      expect(own.headers.get("access-control-allow-origin")).toBe(OWN_SITE);
      expect(own.headers.get("access-control-allow-credentials")).toBe("true");
      expect(own.headers.get("vary")).toMatch(/Origin/);

      const partner = await postJson(query, { origin: PARTNER });
      expect(partner.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(partner.headers.get("access-control-allow-credentials")).toBeNull();

      const none = await postJson(query);
      expect(none.status).toBe(200);
      expect(none.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("answers the preflight of an allowed origin, and gives an unknown one nothing to go on", async () => {
      const preflight = (origin: string) =>
        fetch(graphqlUrl, {
          method: "OPTIONS",
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type",
          },
        });
      const allowed = await preflight(PARTNER);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(allowed.headers.get("access-control-allow-methods")).toBe("POST");
      expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
      expect(allowed.headers.get("access-control-max-age")).toBe("600");

      for (const origin of [ATTACKER, "null", `${OWN_SITE}.kwaadwillend.example.com`]) {
        const refused = await preflight(origin);
        expect(refused.status, origin).toBe(204);
        expect(refused.headers.get("access-control-allow-origin"), origin).toBeNull();
        expect(refused.headers.get("access-control-allow-credentials"), origin).toBeNull();
      }
    });
  });

  function postJson(body: unknown, headers: Record<string, string> = {}) {
    return fetch(graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", ...headers },
      body: JSON.stringify(body),
    });
  }
});

describe("form posts to the pages from another site", () => {
  let handle: DatabaseHandle;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
    // A partner may call /graphql (CORS_ORIGINS), but the forms are the site's own.
    const app = testHttpApp(testDeps(handle.db, now), { pages: echoBodyPages }, { corsOrigins: [PARTNER] });
    server = app.listen(0, "127.0.0.1");
    baseUrl = await listen(server);
  });
  afterAll(async () => {
    server?.close();
    await handle?.close();
  });

  const post = (path: string, headers: Record<string, string>, method = "POST") =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "firstName=Sanne",
    });

  it("refuses them with 403 and a Dutch page, before the web app sees them", async () => {
    for (const origin of [ATTACKER, "null", PARTNER]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await post("/vakschool/een-cursus", { origin }, method);
        expect(response.status, `${method} from ${origin}`).toBe(403);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(await response.text()).toContain("<h1>Dit formulier komt niet van onze website</h1>");
      }
    }
  });

  it("passes them on from the site itself, by PUBLIC_URL or by the address asked for, and without an origin", async () => {
    const fromOurSite: Record<string, string>[] = [{ origin: OWN_SITE }, { origin: baseUrl }, {}];
    for (const headers of fromOurSite) {
      const response = await post("/evenementen/een-evenement/aanmelden", headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.json()).toMatchObject({ method: "POST", length: "firstName=Sanne".length });
    }
  });

  it("lets another site link to the pages: only what changes things is refused", async () => {
    const response = await fetch(`${baseUrl}/vakschool/een-cursus`, { headers: { origin: ATTACKER } });
    expect(response.status).toBe(200);
  });
});
