import { checkIn } from "../../domain/checkin/check-in.ts";
import { checkInList } from "../../domain/checkin/attendee-list.ts";
import { checkInPlaces } from "../../domain/checkin/check-in-places.ts";
import { undoCheckIn } from "../../domain/checkin/undo-check-in.ts";
import { checkOut, undoCheckOut } from "../../domain/checkin/check-out.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Check-in at the door in the back office; the rules live in server/domain/checkin/. */
export const staffCheckInQueries: Pick<QueryResolvers, "checkInPlaces" | "checkInList"> = {
  checkInPlaces: (_parent, _args, { deps }) => checkInPlaces(deps),
  checkInList: async (_parent, { scope, search }, { deps }) => {
    const list = await checkInList(deps, scope, search ?? "");
    return { scope: { ...list.scope, ...list.counts }, attendees: list.attendees, matches: list.matches };
  },
};

export const staffCheckInMutations: Pick<MutationResolvers, "checkIn" | "undoCheckIn" | "checkOut" | "undoCheckOut"> = {
  checkIn: (_parent, { input }, { deps }) => checkIn(deps, input),
  undoCheckIn: (_parent, { input }, { deps }) => undoCheckIn(deps, input),
  checkOut: (_parent, { input }, { deps }) => checkOut(deps, input),
  undoCheckOut: (_parent, { input }, { deps }) => undoCheckOut(deps, input),
};
