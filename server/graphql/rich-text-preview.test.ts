import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createInProcessExecutor } from "./execute.ts";
import { createLoaders } from "./loaders.ts";
import { buildSchema } from "./schema.ts";
import { testDeps } from "../../test/support/deps.ts";
import { actingAs, type Actor } from "../domain/deps.ts";
import { MAX_PREVIEW_CHARACTERS } from "../domain/staff/rich-text-preview.ts";
import type { RequestInfo } from "./request-info.ts";

// The preview reads no table, so the operation runs on the real schema without a database: a query that did touch
// one would fail here loudly instead of passing by accident.
const NO_DATABASE = {} as unknown as Database;
const schema = buildSchema();
const PREVIEW = parse("query Preview($html: String!) { previewRichText(html: $html) }");

const redacteur: Actor = {
  kind: "staff",
  staffId: "00000000-0000-4000-8000-000000000001",
  name: "Rita Redacteur",
  email: "redactie@forensischforum.example.org",
  roles: ["redacteur"],
  sessionId: "sessie",
  clientIp: null,
};

function previewAs(actor: Actor, html: string) {
  const deps = actingAs(testDeps(NO_DATABASE, new Date("2026-11-22T10:00:00Z")), actor);
  const identity = { at: new Date("2026-11-22T10:00:00Z"), actor, staffSessionToken: null };
  const withIdentity = (request: RequestInfo) => ({
    deps,
    request,
    loaders: createLoaders(NO_DATABASE),
    staffSessionToken: null,
  });
  const context = Object.assign(async (request: RequestInfo) => withIdentity(request), {
    identify: async () => identity,
    withIdentity,
  });
  const execute = createInProcessExecutor(schema, context);
  return execute(PREVIEW, { html }, null);
}

describe("previewRichText", () => {
  it("answers what the allow-list keeps, as the public page will show it", async () => {
    const html = `<h2>Programma</h2><p onclick="x()">Dag <strong>één</strong><script>alert(1)</script></p><img src=x>`;
    const outcome = await previewAs(redacteur, html);
    expect(outcome.errors).toBeUndefined();
    expect(outcome.data).toEqual({ previewRichText: "<h2>Programma</h2><p>Dag <strong>één</strong></p>" });
  });

  it("refuses a visitor who is not signed in as staff", async () => {
    const outcome = await previewAs({ kind: "visitor", clientIp: null }, "<p>Hallo</p>");
    expect(outcome.errors?.[0]?.extensions?.["code"]).toBe("UNAUTHENTICATED");
    expect(outcome.data).toBeNull();
  });

  it("refuses a staff member without any role", async () => {
    const outcome = await previewAs({ ...redacteur, roles: [] } as Actor, "<p>Hallo</p>");
    expect(outcome.errors?.[0]?.extensions?.["code"]).toBe("FORBIDDEN");
  });

  it("refuses a text longer than the limit, in Dutch", async () => {
    const outcome = await previewAs(redacteur, "a".repeat(MAX_PREVIEW_CHARACTERS + 1));
    expect(outcome.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
    expect(outcome.errors?.[0]?.message).toBe("De tekst is te lang voor een voorbeeld: hoogstens 100.000 tekens.");
    expect((await previewAs(redacteur, "a".repeat(MAX_PREVIEW_CHARACTERS))).errors).toBeUndefined();
  });
});
