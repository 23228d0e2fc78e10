import { GraphQLError } from "graphql";
import { DomainError } from "../domain/errors.ts";

export const INTERNAL_ERROR_MESSAGE = "Er is een interne fout opgetreden. Probeer het later opnieuw.";

/**
 * What a client may see of an error: rule violations (DomainError) and GraphQL's own validation errors
 * keep their message and code; anything unexpected is logged and replaced by a generic Dutch message.
 */
export function maskError(error: unknown): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? undefined) : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
      extensions: { code: original.code, ...original.details },
    });
  }
  if (error instanceof GraphQLError && !original) return error;
  if (original instanceof GraphQLError) return original;
  console.error("GraphQL-resolver faalde:", original);
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    ...(error instanceof GraphQLError ? { path: error.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}
