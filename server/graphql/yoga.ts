import { createYoga, type Plugin } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import { clientIpOf, requestInfo } from "./request-info.ts";
import type { GraphQLContext, GraphQLContextFactory } from "./context.ts";
import { maskError } from "./errors.ts";
import { maxFieldsRule } from "./limits.ts";
import { logConsoleStyle } from "../log/console.ts";
import { rateLimitedResponse } from "./rate-limited-response.ts";

export type YogaOptions = {
  schema: GraphQLSchema;
  /** Builds the context of one request from what the API knows of it. */
  context: GraphQLContextFactory;
  /** GraphiQL in the browser at /graphql; on in development only. */
  graphiql: boolean;
};

const limitFields: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(maxFieldsRule);
  },
};

/**
 * Yoga logs every error that maskError replaced. That would print a stack trace for each rule violation
 * (a SOLD_OUT during a rush is an answer, not a failure) and a second copy of each unexpected failure, which
 * maskError has logged already. So errors that went through maskError are not logged again here.
 */
const logger = {
  debug: () => undefined,
  info: (...args: unknown[]) => logConsoleStyle("info", "graphql.server", args),
  warn: (...args: unknown[]) => logConsoleStyle("warn", "graphql.server", args),
  error: (...args: unknown[]) => {
    if (args.some(wentThroughMaskError)) return;
    logConsoleStyle("error", "graphql.server", args);
  },
};

function wentThroughMaskError(value: unknown): boolean {
  return value instanceof Error && value.name === "GraphQLError" && "originalError" in value && !!value.originalError;
}

/** The HTTP GraphQL endpoint at /graphql. */
export function createGraphQLServer({ schema, context, graphiql }: YogaOptions) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // Mounted in Express, the server context carries the Node request (`req`) with the client's IP as Express
    // resolved it; `request` is the Fetch request with the headers.
    context: ({ req, request }) => context(requestInfo(clientIpOf(req), request.headers)),
    graphiql: graphiql ? { title: "Forensisch Forum GraphQL" } : false,
    landingPage: false,
    batching: false,
    maskedErrors: { maskError },
    logging: logger,
    plugins: [limitFields, rateLimitedResponse],
  });
}
