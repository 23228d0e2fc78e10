import {
  courseParticipants,
  eventParticipants,
  workshopParticipants,
} from "../../domain/participants/participant-lists.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

/** Participant lists in the back office; the rules live in server/domain/participants/. */
export const staffParticipantQueries: Pick<
  QueryResolvers,
  "eventParticipants" | "workshopParticipants" | "courseParticipants"
> = {
  eventParticipants: (_parent, { eventId }, { deps }) => eventParticipants(deps, eventId),
  workshopParticipants: (_parent, { workshopId }, { deps }) => workshopParticipants(deps, workshopId),
  courseParticipants: (_parent, { courseId }, { deps }) => courseParticipants(deps, courseId),
};
