import { execute, Kind, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { NO_REQUEST, requestInfo, type RequestInfo } from "./request-info.ts";
import type { GraphQLContextFactory, RequestIdentity } from "./context.ts";
import { maskError } from "./errors.ts";

export type ExecutionOutcome = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** The page request an in-process operation runs for: the client address Express resolved, and the headers. */
export type ForwardedRequest = { clientIp: string | null; headers: Pick<Headers, "get"> };

/**
 * Runs operation documents against the schema inside this process, for the web app's loaders and actions:
 * the same resolvers, context and error masking as /graphql, without HTTP in between.
 */
export function createInProcessExecutor(schema: GraphQLSchema, context: GraphQLContextFactory) {
  const validated = new WeakSet<DocumentNode>();
  // The operations of one page request (its loaders, or an action and the loaders after it) act for the same
  // person at the same moment: the session is looked up once per page request, not once per operation. A change
  // may end or start a session, or change a role, so the operations after a mutation look again.
  const identities = new WeakMap<ForwardedRequest, Promise<RequestIdentity>>();
  const identityOf = (request: ForwardedRequest | null, info: RequestInfo): Promise<RequestIdentity> => {
    if (!request) return context.identify(info);
    let identity = identities.get(request);
    if (!identity) {
      identity = context.identify(info);
      identities.set(request, identity);
      identity.catch(() => identities.delete(request));
    }
    return identity;
  };
  return async (
    document: DocumentNode,
    variables: Record<string, unknown>,
    request: ForwardedRequest | null,
  ): Promise<ExecutionOutcome> => {
    if (!validated.has(document)) {
      const errors = validate(schema, document);
      if (errors.length > 0) return { errors: errors.map((error) => maskError(error).toJSON()) };
      validated.add(document);
    }
    const info = request ? requestInfo(request.clientIp, request.headers) : NO_REQUEST;
    const contextValue = context.withIdentity(info, await identityOf(request, info));
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    if (request && isMutation(document)) identities.delete(request);
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => maskError(error).toJSON()) } : {}),
    };
  };
}

function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "mutation",
  );
}
