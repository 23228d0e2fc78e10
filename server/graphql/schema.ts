import { createSchema } from "graphql-yoga";
import type { GraphQLContext } from "./context.ts";
import { resolvers } from "./resolvers/index.ts";
import { readSchemaSdl } from "./sdl.ts";

/** The executable schema: the SDL contract (schema.graphql and the staff section, sdl.ts) joined with the resolvers. */
export function buildSchema() {
  const typeDefs = readSchemaSdl();
  return createSchema<GraphQLContext>({ typeDefs, resolvers });
}
