import { GraphQLError } from "graphql";
import {
  INTERNAL_ERROR_CODE,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from "../../common/error-codes.ts";
import { databaseUnavailable, logDatabaseUnavailable } from "../db/unreachable.ts";
import { DomainError } from "../domain/errors.ts";
import { log } from "../log/logger.ts";
import { inDutch, isGraphQLError } from "./dutch-errors.ts";

export const INTERNAL_ERROR_MESSAGE = "Er is een interne fout opgetreden. Probeer het later opnieuw.";

/**
 * What a client may see of an error: rule violations (DomainError) and GraphQL's own errors (syntax, validation,
 * bad variables) keep their code and get a Dutch message (dutch-errors.ts); an unreachable database is
 * SERVICE_UNAVAILABLE with a retry hint (answered with HTTP 503, ./error-status.ts); anything unexpected is logged and
 * replaced by a generic Dutch message. The log line describes the error by its type and, for a database error, its
 * code and constraint: never the query's values (server/log/describe-error.ts).
 */
export function maskError(error: unknown): GraphQLError {
  const original = isGraphQLError(error) ? error.originalError : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...(isGraphQLError(error) ? { nodes: error.nodes, path: error.path } : {}),
      extensions: { code: original.code, ...original.details },
    });
  }
  if (isGraphQLError(error) && isGraphQLError(original) && typeof original.extensions.code === "string") {
    // A variable one of our scalars refused: graphql-js puts the whole value in front of our message ('Variable
    // "$id" got invalid value ...'), which may be megabytes long or someone's data. Our message says enough.
    return new GraphQLError(original.message, { nodes: error.nodes, extensions: original.extensions });
  }
  if (isGraphQLError(error) && (!original || isGraphQLError(original))) return inDutch(error);
  const unavailable = databaseUnavailable(original);
  if (unavailable) {
    logDatabaseUnavailable(unavailable);
    return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
      ...(isGraphQLError(error) ? { path: error.path } : {}),
      extensions: { code: SERVICE_UNAVAILABLE_CODE, retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_SECONDS },
    });
  }
  log.error("graphql.failed", "GraphQL-verzoek faalde.", {
    path: isGraphQLError(error) ? error.path?.join(".") : undefined,
    error: original,
  });
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    ...(isGraphQLError(error) ? { path: error.path } : {}),
    extensions: { code: INTERNAL_ERROR_CODE },
  });
}
