import { execute, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { NO_REQUEST, requestInfo } from "./request-info.ts";
import type { GraphQLContextFactory } from "./context.ts";
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
    const contextValue = await context(request ? requestInfo(request.clientIp, request.headers) : NO_REQUEST);
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => maskError(error).toJSON()) } : {}),
    };
  };
}
