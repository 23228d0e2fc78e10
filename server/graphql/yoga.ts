import { createYoga, type Plugin } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import type { GraphQLContext } from "./context.ts";
import { maskError } from "./errors.ts";
import { maxFieldsRule } from "./limits.ts";

export type YogaOptions = {
  schema: GraphQLSchema;
  context: () => GraphQLContext;
  /** GraphiQL in the browser at /graphql; on in development only. */
  graphiql: boolean;
};

const limitFields: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(maxFieldsRule);
  },
};

/** The HTTP GraphQL endpoint at /graphql. */
export function createGraphQLServer({ schema, context, graphiql }: YogaOptions) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    context,
    graphiql: graphiql ? { title: "Forensisch Forum GraphQL" } : false,
    landingPage: false,
    batching: false,
    maskedErrors: { maskError },
    plugins: [limitFields],
  });
}
