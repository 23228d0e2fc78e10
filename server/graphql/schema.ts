import { readFileSync } from "node:fs";
import path from "node:path";
import { createSchema } from "graphql-yoga";
import type { GraphQLContext } from "./context.ts";
import { resolvers } from "./resolvers/index.ts";

/** The executable schema: the SDL contract in schema.graphql joined with the resolvers. */
export function buildSchema() {
  const typeDefs = readFileSync(path.join(import.meta.dirname, "schema.graphql"), "utf8");
  return createSchema<GraphQLContext>({ typeDefs, resolvers });
}
