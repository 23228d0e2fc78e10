import type { ServiceDeps } from "../../server/domain/deps.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer } from "../../server/graphql/yoga.ts";
import { createHttpApp, type HttpAppOptions } from "../../server/http/create-app.ts";

/**
 * The real HTTP app as server/main.ts composes it (/graphql with its context, webhook, documents), on the given
 * deps; the web app is a stand-in answering 418 unless a test passes its own `pages`.
 */
export function testHttpApp(deps: ServiceDeps, options: Partial<Omit<HttpAppOptions, "deps" | "yoga">> = {}) {
  const yoga = createGraphQLServer({
    schema: buildSchema(),
    context: graphqlContextFactory(deps),
    graphiql: false,
  });
  return createHttpApp({ deps, yoga, pages: (_req, res) => void res.status(418).send("web app"), ...options });
}
