import { once } from "node:events";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer, type YogaOptions } from "../../server/graphql/yoga.ts";
import { createHttpApp, type HttpAppOptions } from "../../server/http/create-app.ts";

/** What a test may set of /graphql as the configuration would (CORS_ORIGINS, GRAPHQL_INTROSPECTION). */
export type TestGraphQLOptions = Pick<YogaOptions, "corsOrigins" | "introspection">;

/**
 * The real HTTP app as server/main.ts composes it (/graphql with its context, webhook, documents), on the given
 * deps; the web app is a stand-in answering 418 unless a test passes its own `pages`.
 */
export function testHttpApp(
  deps: ServiceDeps,
  options: Partial<Omit<HttpAppOptions, "deps" | "yoga">> = {},
  graphql: TestGraphQLOptions = {},
) {
  const yoga = createGraphQLServer({
    schema: buildSchema(),
    context: graphqlContextFactory(deps),
    graphiql: false,
    publicUrl: deps.settings.site.publicUrl,
    ...graphql,
  });
  return createHttpApp({ deps, yoga, pages: (_req, res) => void res.status(418).send("web app"), ...options });
}

/** An app listening on a free local port, for tests that talk to it over real HTTP. */
export async function listenOnFreePort(app: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
