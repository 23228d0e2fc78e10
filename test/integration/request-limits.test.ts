import { createHash } from "node:crypto";
import type { Server } from "node:http";
import { getIntrospectionQuery, print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { loadConfig } from "../../server/config.ts";
import { MAX_FORM_BYTES } from "../../server/http/body-limit.ts";
import {
  limitErrors,
  MAX_ALIASES,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_REQUEST_BYTES,
  MAX_TOKENS,
  operationCosts,
} from "../../server/graphql/limits.ts";
import { ownOperationDocuments, tokenCount } from "../support/graphql-documents.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps, TEST_SETTINGS } from "../support/deps.ts";
import { testHttpApp, type TestGraphQLOptions } from "../support/http-app.ts";
import { echoBodyPages, listen, postChunked, postWhole } from "../support/raw-http.ts";

// Request limits: a body is counted as it streams in and cut off at the limit, whether it says its length
// or comes in chunks; and one GraphQL request cannot ask for much work.
const now = new Date("2027-02-01T10:00:00Z");
const JSON_HEADERS = { "content-type": "application/json" };
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

describe("request limits over HTTP", () => {
  let handle: DatabaseHandle;
  const servers: Server[] = [];

  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await handle?.close();
  });

  async function startApp(graphql: TestGraphQLOptions = {}) {
    const server = testHttpApp(testDeps(handle.db, now), { pages: echoBodyPages }, graphql).listen(0, "127.0.0.1");
    servers.push(server);
    const url = await listen(server);
    const send = async (body: unknown): Promise<Answer & { status: number }> => {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { ...JSON_HEADERS, accept: "application/graphql-response+json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, ...((await response.json()) as Answer) };
    };
    return { url, send };
  }

  describe("bodies", () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      app = await startApp();
    });

    /** A GraphQL request of exactly `size` bytes: a small query padded with spaces, which are no tokens. */
    function graphqlBodyOf(size: number): Buffer {
      // Query text on purpose: the body is counted byte for byte, so its text must be fixed here, not printed.
      const start = '{"query":"{ allCourses { totalCount } }';
      const end = '"}';
      return Buffer.from(start + " ".repeat(size - start.length - end.length) + end);
    }
    const slicesOf = (body: Buffer) => (offset: number, size: number) => body.subarray(offset, offset + size);

    it("cuts a chunked /graphql body at the limit with 413, before it is all sent, and keeps answering", async () => {
      const total = 8 * 1024 * 1024;
      const answer = await postChunked(`${app.url}/graphql`, JSON_HEADERS, (_offset, size) => Buffer.alloc(size, " "), {
        total,
        chunk: 16 * 1024,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        errors: [{ message: "Het verzoek is te groot: meer dan 64 kB.", extensions: { code: "REQUEST_TOO_LARGE" } }],
      });
      expect(answer.bytesSent).toBeLessThan(total);
      // The very text graphqlBodyOf pads, on purpose: the server must still answer it after the cut-off body.
      expect((await app.send({ query: "{ allCourses { totalCount } }" })).data).toEqual({
        allCourses: { totalCount: 0 },
      });
    });

    it("runs a chunked /graphql body of exactly the limit, and refuses one byte more", async () => {
      const fits = graphqlBodyOf(MAX_REQUEST_BYTES);
      const answer = await postChunked(`${app.url}/graphql`, JSON_HEADERS, slicesOf(fits), {
        total: fits.length,
        chunk: 1000,
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { allCourses: { totalCount: 0 } } });

      const tooLarge = graphqlBodyOf(MAX_REQUEST_BYTES + 1);
      const refused = await postChunked(`${app.url}/graphql`, JSON_HEADERS, slicesOf(tooLarge), {
        total: tooLarge.length,
        chunk: 1000,
      });
      expect(refused.status).toBe(413);
    });

    it("answers clients that send all of a too-large body with the 413, never with a reset connection", async () => {
      // The server must not close while the client is still writing: the client would see EPIPE or ECONNRESET.
      const body = Buffer.alloc(12 * 1024 * 1024, " ");
      // Keep-alive clients get the 413 at once; clients that said "Connection: close" once the rest is dropped.
      const closing = { connection: "close" };
      const answers = await Promise.all(
        [{}, {}, closing, closing].map((extra) => postWhole(`${app.url}/graphql`, JSON_HEADERS, body, extra)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    });

    it("answers a large form post from another site, or of another type, with its refusal, never a reset", async () => {
      const body = Buffer.alloc(12 * 1024 * 1024, "a");
      const page = `${app.url}/vakschool/een-cursus`;
      const closing = { connection: "close" };
      const foreign = { ...FORM_HEADERS, origin: "https://elders.example" };
      const answers = await Promise.all([
        postWhole(page, foreign, body),
        postWhole(page, foreign, body, closing),
        postWhole(page, { "content-type": "text/plain" }, body),
        postWhole(page, { "content-type": "text/plain" }, body, closing),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 415, 415]);
      expect(answers[0]!.body).toContain("Dit formulier komt niet van onze website");
    });

    it("closes the connection at once after a 413 for a body announced over 32 MB", async () => {
      const answer = await postWhole(`${app.url}/graphql`, JSON_HEADERS, Buffer.alloc(10), {
        "content-length": String(33 * 1024 * 1024),
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
    });

    it("refuses a /graphql body that announces its size over the limit without keeping it", async () => {
      const response = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: graphqlBodyOf(MAX_REQUEST_BYTES + 1).toString(),
      });
      expect(response.status).toBe(413);
    });

    it("hands a form post within the limit to the web app whole, however it was sent", async () => {
      const form = Buffer.from(`firstName=${"é".repeat(10)}&notes=${"x".repeat(MAX_FORM_BYTES - 100)}`);
      const sha256 = createHash("sha256").update(form).digest("hex");
      const chunked = await postChunked(`${app.url}/vakschool/een-cursus`, FORM_HEADERS, slicesOf(form), {
        total: form.length,
        chunk: 999,
      });
      expect(JSON.parse(chunked.body)).toEqual({ method: "POST", length: form.length, sha256 });
      const withLength = await fetch(`${app.url}/vakschool/een-cursus`, {
        method: "POST",
        headers: FORM_HEADERS,
        body: form.toString(),
      });
      expect(await withLength.json()).toEqual({ method: "POST", length: form.length, sha256 });
    });

    it("answers a form post over the limit with 413 and a Dutch page, and keeps answering", async () => {
      const answer = await postChunked(
        `${app.url}/evenementen/een-evenement/aanmelden`,
        FORM_HEADERS,
        (_o, size) => Buffer.alloc(size, "a"),
        {
          total: 4 * 1024 * 1024,
          chunk: 16 * 1024,
        },
      );
      expect(answer.status).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain("<h1>Wat je verstuurde is te groot</h1>");
      expect(answer.body).toContain(`<title>Wat je verstuurde is te groot | ${TEST_SETTINGS.site.siteName}</title>`);
      const next = await fetch(`${app.url}/vakschool/een-cursus`, {
        method: "POST",
        headers: FORM_HEADERS,
        body: "a=1",
      });
      expect(await next.json()).toMatchObject({ length: 3 });
    });
  });

  /**
   * A person's own data asks for every field of every kind the site keeps about them, by design: these
   * may use half the field limit instead of a quarter, still far from it.
   */
  const WHOLE_EXPORTS = new Set(["PersonalDataDocument", "StaffPersonalDataDocument"]);

  describe("GraphQL operations", () => {
    // Query text on purpose: each is built to break a limit (fields, aliases, tokens, depth, batching, introspection,
    // an unknown field), which a validated typed document cannot be; "{ __typename }" is the smallest valid probe.
    let production: Awaited<ReturnType<typeof startApp>>;
    let withIntrospection: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      production = await startApp({ introspection: loadConfig({ NODE_ENV: "production" }).graphqlIntrospection });
      const optIn = loadConfig({ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "true" });
      withIntrospection = await startApp({ introspection: optIn.graphqlIntrospection });
    });

    const refusal = (answer: Answer & { status: number }) => {
      expect(answer.status).toBe(400);
      expect(answer.data).toBeUndefined();
      return answer.errors?.[0];
    };

    it("leaves the app's own operations a wide margin (a quarter of each limit at most)", () => {
      expect(ownOperationDocuments.length).toBeGreaterThan(15);
      for (const [name, document] of ownOperationDocuments) {
        const text = print(document);
        const [cost] = operationCosts(document);
        expect(cost, name).toBeDefined();
        expect(Buffer.byteLength(JSON.stringify({ query: text })), name).toBeLessThan(MAX_REQUEST_BYTES / 4);
        expect(tokenCount(text), name).toBeLessThan(MAX_TOKENS / 4);
        expect(cost!.fields, name).toBeLessThan(MAX_FIELDS / (WHOLE_EXPORTS.has(name) ? 2 : 4));
        expect(cost!.aliases, name).toBeLessThan(MAX_ALIASES / 4);
        expect(cost!.depth, name).toBeLessThanOrEqual(MAX_DEPTH / 2);
        expect(limitErrors(document, { introspection: false }), name).toEqual([]);
      }
    });

    it("counts a fragment every time it is spread, so aliases over one fragment cannot multiply the work", async () => {
      const fields = Array.from({ length: 30 }, () => "totalCount").join(" ");
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: allCourses { ...Many }`).join(" ");
      const query = `query { ${aliases} } fragment Many on CoursesConnection { ${fields} }`;
      expect(refusal(await production.send({ query }))).toMatchObject({
        message: `De query vraagt te veel velden op: 620, met fragmenten meegeteld (ten hoogste ${MAX_FIELDS}).`,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "fields" },
      });
    });

    it("caps aliases", async () => {
      const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: __typename`).join(" ");
      expect(refusal(await production.send({ query: `{ ${aliases} }` }))?.extensions).toMatchObject({
        limit: "aliases",
      });
      const allowed = Array.from({ length: MAX_ALIASES }, (_, i) => `a${i}: __typename`).join(" ");
      expect((await production.send({ query: `{ ${allowed} }` })).errors).toBeUndefined();
    });

    it("caps tokens before anything else runs", async () => {
      const query = `{ ${"__typename ".repeat(MAX_TOKENS)} }`;
      expect(refusal(await production.send({ query }))).toMatchObject({
        message: `De query is te lang: meer dan ${MAX_TOKENS} tokens.`,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "tokens" },
      });
    });

    it("caps depth, which only introspection reaches in our schema", async () => {
      // __type, fields, type, `ofType` × n, name: 4 + n levels (graphql-js limits the nesting of fields itself).
      const nested = (ofTypes: number) =>
        `{ __type(name: "Query") { fields { type { ${"ofType { ".repeat(ofTypes)}name${" }".repeat(ofTypes)} } } } }`;
      expect(refusal(await withIntrospection.send({ query: nested(MAX_DEPTH - 3) }))).toMatchObject({
        message: `De query is te diep genest: ${MAX_DEPTH + 1} niveaus (ten hoogste ${MAX_DEPTH}).`,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit: "depth" },
      });
      expect((await withIntrospection.send({ query: nested(MAX_DEPTH - 4) })).errors).toBeUndefined();
    });

    it("refuses batching", async () => {
      const answer = await production.send([{ query: "{ __typename }" }, { query: "{ __typename }" }]);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toBe("Meerdere operaties in één verzoek (batching) worden niet ondersteund.");
    });

    it("refuses introspection in production, and answers it with GRAPHQL_INTROSPECTION=true", async () => {
      for (const query of [getIntrospectionQuery(), '{ __type(name: "Course") { name } }']) {
        expect(refusal(await production.send({ query }))).toMatchObject({
          message: "Introspectie (__schema en __type) staat uit op deze server.",
          extensions: { limit: "introspection" },
        });
      }
      expect((await production.send({ query: "{ __typename }" })).data).toEqual({ __typename: "Query" });
      const full = await withIntrospection.send({
        query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
      });
      expect(full.errors).toBeUndefined();
      expect(full.data).toHaveProperty("__schema.queryType.name", "Query");
    });

    it("says graphql-js's common validation errors in Dutch, keeping the original as detail", async () => {
      const answer = await production.send({ query: "{ allCourses { nodes { titel } } }" });
      expect(refusal(answer)).toMatchObject({
        message: 'Het veld "titel" bestaat niet op type "Course".',
        extensions: {
          code: "GRAPHQL_VALIDATION_FAILED",
          detail: expect.stringContaining('Cannot query field "titel"'),
        },
      });
    });
  });
});
