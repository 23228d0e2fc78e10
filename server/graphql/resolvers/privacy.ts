import { privacyFacts } from "../../domain/privacy/privacy-facts.ts";
import { staffProcessingRegister } from "../../domain/privacy/processing-register.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

/** The privacy statement's facts (public) and the processing register (staff), both from the settings. */
export const privacyQueries: Pick<QueryResolvers, "privacyStatement" | "processingRegister"> = {
  privacyStatement: (_parent, _args, { deps }) => privacyFacts(deps.settings),
  processingRegister: (_parent, _args, { deps }) => staffProcessingRegister(deps),
};
