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

/** Who a request acts for, and its moment: the staff session looked up (and touched) once. */
export type RequestIdentity = { at: Date; actor: Actor; staffSessionToken: string | null };

/**
 * Builds each request's context from the process's deps; the same for /graphql and in-process calls. In two steps
 * as well, so the operations of one page request can share who they act for and when (server/graphql/execute.ts),
 * each with loaders of its own.
 */
export type GraphQLContextFactory = ((request: RequestInfo) => Promise<GraphQLContext>) & {
  identify: (request: RequestInfo) => Promise<RequestIdentity>;
  withIdentity: (request: RequestInfo, identity: RequestIdentity) => GraphQLContext;
};

export function graphqlContextFactory(deps: ServiceDeps): GraphQLContextFactory {
  const cookieName = staffSessionCookieName(deps.settings.site.publicUrl);
  const identify = async (request: RequestInfo): Promise<RequestIdentity> => {
    // One moment per request: every derived fact of a response (phase, on sale, places left) and every change it
    // makes agree on what "now" is, even when the request straddles a sale's end.
    const at = deps.clock();
    const staffSessionToken = request.cookies[cookieName] || null;
    const staff = staffSessionToken
      ? await resolveSession(deps.db, staffSessionToken, at, deps.settings.staff, request.clientIp)
      : null;
    const actor: Actor = staff ?? { kind: "visitor", clientIp: request.clientIp };
    return { at, actor, staffSessionToken };
  };
  const withIdentity = (request: RequestInfo, { at, actor, staffSessionToken }: RequestIdentity): GraphQLContext => ({
    deps: { ...actingAs(deps, actor), clock: () => at },
    request,
    loaders: createLoaders(deps.db),
    staffSessionToken,
  });
  const factory = async (request: RequestInfo) => withIdentity(request, await identify(request));
  return Object.assign(factory, { identify, withIdentity });
}
