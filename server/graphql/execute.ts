import { execute, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { GraphQLContext } from "./context.ts";
import { maskError } from "./errors.ts";

export type ExecutionOutcome = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/**
 * Runs operation documents against the schema inside this process, for the web app's loaders and actions:
 * the same resolvers and error masking as /graphql, without HTTP in between.
 */
export function createInProcessExecutor(schema: GraphQLSchema, context: () => GraphQLContext) {
  const validated = new WeakSet<DocumentNode>();
  return async (document: DocumentNode, variables: Record<string, unknown> = {}): Promise<ExecutionOutcome> => {
    if (!validated.has(document)) {
      const errors = validate(schema, document);
      if (errors.length > 0) return { errors: errors.map((error) => maskError(error).toJSON()) };
      validated.add(document);
    }
    const result = await execute({ schema, document, variableValues: variables, contextValue: context() });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => maskError(error).toJSON()) } : {}),
    };
  };
}
