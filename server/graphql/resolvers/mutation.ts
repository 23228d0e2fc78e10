import { createOrder } from "../../domain/orders/create-order.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";
import { courseMutations } from "./course-mutations.ts";
import { orderDeps } from "./order-deps.ts";
import { workshopMutations } from "./workshop-mutations.ts";

export const Mutation: MutationResolvers = {
  createOrder: async (_parent, { input }, context) => createOrder(context.db, orderDeps(context), input),
  ...workshopMutations,
  ...courseMutations,
};
