import { actingAs, type ServiceDeps } from "../domain/deps.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { RequestInfo } from "./request-info.ts";

/**
 * What every resolver gets (decision 0009): the service deps acting for this request's visitor (whose client
 * address the abuse limits count against), the request itself (client address, cookies, origin), and this
 * request's loaders.
 */
export type GraphQLContext = {
  deps: ServiceDeps;
  request: RequestInfo;
  /** Batch the field resolvers' reads within this request; new for each request, so nothing stale is kept. */
  loaders: Loaders;
};

/** Builds each request's context from the process's deps; the same for /graphql and in-process calls. */
export type GraphQLContextFactory = (request: RequestInfo) => GraphQLContext;

export function graphqlContextFactory(deps: ServiceDeps): GraphQLContextFactory {
  return (request) => {
    // One moment per request: every derived fact of a response (phase, on sale, places left) and every change it
    // makes agree on what "now" is, even when the request straddles a sale's end.
    const at = deps.clock();
    return {
      deps: { ...actingAs(deps, { kind: "visitor", clientIp: request.clientIp }), clock: () => at },
      request,
      loaders: createLoaders(deps.db),
    };
  };
}
