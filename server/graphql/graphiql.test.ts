import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import type { GraphQLContextFactory } from "./context.ts";
import { createGraphQLServer } from "./yoga.ts";

const schema = buildSchema("type Query { hello: String }");
// GraphiQL's page asks for no context: no operation runs.
const noContext = (() => {
  throw new Error("geen operatie verwacht");
}) as unknown as GraphQLContextFactory;

function graphiqlPage(graphiql: boolean): Promise<Response> {
  const yoga = createGraphQLServer({ schema, context: noContext, graphiql, publicUrl: "http://localhost:3000" });
  return Promise.resolve(yoga.fetch("http://localhost:3000/graphql", { headers: { accept: "text/html" } }));
}

describe("GraphiQL in development", () => {
  it("is one page that carries its scripts and styles, so it works offline", async () => {
    const response = await graphiqlPage(true);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Forensisch Forum GraphQL</title>");
    expect(html).toContain("renderYogaGraphiQL");
    // No script, style sheet or icon from elsewhere (Yoga's own page loads them from unpkg.com).
    expect(html.match(/<(script|link)[^>]*\b(src|href)="https?:\/\/[^"]*"/g)).toBeNull();
    expect(html).not.toContain("unpkg.com");
  });

  it("is not there when GraphiQL is off", async () => {
    const response = await graphiqlPage(false);
    expect(await response.text()).not.toContain("renderYogaGraphiQL");
  });
});
