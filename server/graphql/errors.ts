import { GraphQLError } from "graphql";
import { INTERNAL_ERROR_CODE } from "../../common/error-codes.ts";
import { DomainError } from "../domain/errors.ts";
import { inDutch } from "./dutch-errors.ts";

export const INTERNAL_ERROR_MESSAGE = "Er is een interne fout opgetreden. Probeer het later opnieuw.";

/**
 * By name rather than instanceof: graphql ships CommonJS and ESM builds, and Yoga's helpers may create
 * their errors with the other copy of the class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

/**
 * What a client may see of an error: rule violations (DomainError) and GraphQL's own errors (syntax, validation,
 * bad variables) keep their code and get a Dutch message (dutch-errors.ts); anything unexpected is logged and replaced by a generic Dutch message.
 */
export function maskError(error: unknown): GraphQLError {
  const original = isGraphQLError(error) ? error.originalError : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...(isGraphQLError(error) ? { nodes: error.nodes, path: error.path } : {}),
      extensions: { code: original.code, ...original.details },
    });
  }
  if (isGraphQLError(error) && (!original || isGraphQLError(original))) return inDutch(error);
  console.error("GraphQL-verzoek faalde:", original);
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    ...(isGraphQLError(error) ? { path: error.path } : {}),
    extensions: { code: INTERNAL_ERROR_CODE },
  });
}
