import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { openDatabase } from "../../server/db/client.ts";
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from "../../common/error-codes.ts";
import { escapeHtml } from "../../server/mail/templates/layout.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp } from "../support/server-processes.ts";
import { startServerProcess, type RunningServer } from "../support/site/server.ts";
import {
  startThrowawayPostgres,
  throwawayPostgresInstalled,
  type ThrowawayPostgres,
} from "../support/throwaway-postgres.ts";

// With PostgreSQL down every page, form post and API call answers 503 "tijdelijk niet beschikbaar" with Retry-After
// (server/db/unreachable.ts, app/lib/service-unavailable.ts), never an empty list or a 500; /readyz fails and the
// metrics count the 503s for the 5xx alert; once the database is back the same process serves again. The production
// server on a PostgreSQL cluster of the test's own, which it stops and starts.
// It leaves the jobs to a worker (WORKER=false), so its readiness is about the database alone.

const canRun = postgresSuiteCanRun("A database outage", {
  "build/ (npm run build)": builtApp,
  "PostgreSQL server programs (initdb, pg_ctl)": throwawayPostgresInstalled,
});

/** A visitor with a cookie: the page cache neither serves nor keeps their pages, so each request is rendered. */
const RENDERED = { cookie: "bezoeker=1" };

describe.skipIf(!canRun)("A database outage", () => {
  let postgres: ThrowawayPostgres;
  let server: RunningServer;
  let eventId: string;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    server = await startServerProcess({ env: { DATABASE_URL: postgres.url, SEED_DEMO: "false", WORKER: "false" } });
    const handle = openDatabase({ databaseUrl: postgres.url });
    try {
      eventId = (await createEvent(handle.db, new Date(), { name: "Themadag tijdens storing" })).eventId;
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.remove();
  });

  /** A well-formed session secret nobody holds: the server must look it up before it knows. */
  const STAFF_COOKIE = () => `${staffSessionCookieName(server.url)}=${"s".repeat(43)}`;
  // A query's text by hand: what counts is how /graphql answers without its database, whatever the operation.
  const graphql = (headers: Record<string, string>) => () =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { ...headers, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ allCourses { nodes { id } } }" }),
    });

  /** The requests a visitor, a staff member, a browser's navigation, a form and an API client make. */
  function requests(): Record<string, () => Promise<Response>> {
    const page = (path: string) => () => fetch(`${server.url}${path}`, { headers: RENDERED });
    return {
      home: page("/"),
      vakschool: page("/vakschool"),
      evenementen: page("/evenementen"),
      event: page(`/evenementen/${eventId}`),
      "event .data": page(`/evenementen/${eventId}.data`),
      "form post": () =>
        fetch(`${server.url}/mijn-gegevens`, {
          method: "POST",
          headers: { ...RENDERED, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "link-aanvragen", email: "iemand@example.org" }),
        }),
      graphql: graphql({}),
      // A session cookie makes the API look the session up before any query runs; that lookup fails the same way.
      "graphql as staff": graphql({ cookie: STAFF_COOKIE() }),
      "back office": () =>
        fetch(`${server.url}/beheer`, {
          headers: { cookie: STAFF_COOKIE() },
        }),
    };
  }

  it("answers 503 with a Dutch retry hint on every page, form and API call, and serves again once it is back", async () => {
    for (const [name, request] of Object.entries(requests())) expect((await request()).status, name).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    await postgres.stop();
    for (const [name, request] of Object.entries(requests())) {
      const answer = await request();
      const body = await answer.text();
      expect(answer.status, name).toBe(503);
      expect(answer.headers.get("retry-after"), name).toBe(String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
      if (name.startsWith("graphql")) {
        const { errors } = JSON.parse(body) as { errors: { message: string; extensions: { code: string } }[] };
        expect(errors[0]).toMatchObject({
          message: SERVICE_UNAVAILABLE_MESSAGE,
          extensions: { code: "SERVICE_UNAVAILABLE" },
        });
        continue;
      }
      expect(answer.headers.get("cache-control"), name).toBe("no-store");
      // React Router's .data answer is a stream of the error, not a page; the documents show the text.
      if (!name.endsWith(".data")) {
        expect(body, name).toContain("Tijdelijk niet beschikbaar");
        expect(body, name).toContain(escapeHtml(SERVICE_UNAVAILABLE_MESSAGE));
      }
    }
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.text()).toContain("database");
    // What the 5xx alert counts (docs/operations.md): the 503s are in the request metrics.
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/http_requests_total\{[^}]*status="503"[^}]*\} [1-9]/);

    await postgres.start();
    const back = Date.now();
    await expect
      .poll(async () => (await fetch(`${server.url}/vakschool`, { headers: RENDERED })).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    expect(Date.now() - back).toBeLessThan(10_000);
    for (const [name, request] of Object.entries(requests())) expect((await request()).status, name).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 120_000);
});
