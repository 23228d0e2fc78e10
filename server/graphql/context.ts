import { actingAs, type Actor, type ServiceDeps } from "../domain/deps.ts";
import { resolveSession } from "../domain/staff/sessions.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { RequestInfo } from "./request-info.ts";

/**
 * What every resolver gets (decision 0009): the service deps acting for this request's visitor or signed-in staff
 * member (whose client address the abuse limits count against), the request itself (client address, cookies,
 * origin), and this request's loaders.
 */
export type GraphQLContext = {
  deps: ServiceDeps;
  request: RequestInfo;
  /** Batch the field resolvers' reads within this request; new for each request, so nothing stale is kept. */
  loaders: Loaders;
  /** The staff session cookie's secret as the request sent it, if any (for signing out, and rotating at sign-in). */
  staffSessionToken: string | null;
};

/** Builds each request's context from the process's deps; the same for /graphql and in-process calls. */
export type GraphQLContextFactory = (request: RequestInfo) => Promise<GraphQLContext>;

export function graphqlContextFactory(deps: ServiceDeps): GraphQLContextFactory {
  const cookieName = staffSessionCookieName(deps.settings.site.publicUrl);
  return async (request) => {
    // One moment per request: every derived fact of a response (phase, on sale, places left) and every change it
    // makes agree on what "now" is, even when the request straddles a sale's end.
    const at = deps.clock();
    const staffSessionToken = request.cookies[cookieName] || null;
    const staff = staffSessionToken
      ? await resolveSession(deps.db, staffSessionToken, at, deps.settings.staff, request.clientIp)
      : null;
    const actor: Actor = staff ?? { kind: "visitor", clientIp: request.clientIp };
    return {
      deps: { ...actingAs(deps, actor), clock: () => at },
      request,
      loaders: createLoaders(deps.db),
      staffSessionToken,
    };
  };
}
