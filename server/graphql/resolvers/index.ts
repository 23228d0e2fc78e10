import type { Resolvers } from "../generated/resolvers-types.ts";
import { DatetimeScalar, UUIDScalar } from "../scalars.ts";
import { Mutation } from "./mutation.ts";
import { Query } from "./query.ts";

export const resolvers: Resolvers = {
  UUID: UUIDScalar,
  Datetime: DatetimeScalar,
  Query,
  Mutation,
};
