/**
 * The course waitlist's operations (decision 0018): JoinCourseWaitlist, AcceptCourseWaitlistOffer, LeaveCourseWaitlist,
 * the entry of a waitlist link, and the back office's list. The rules live in the domain services.
 */
import {
  acceptCourseWaitlistOffer,
  findWaitlistEntryByToken,
  leaveCourseWaitlist,
} from "../../domain/courses/waitlist/answer-offer.ts";
import { joinCourseWaitlist } from "../../domain/courses/waitlist/join-waitlist.ts";
import { listCourseWaitlistForStaff } from "../../domain/courses/waitlist/staff-waitlist.ts";
import type { WaitlistEntryView } from "../../domain/courses/waitlist/waitlist-entries.ts";
import type { MutationResolvers, QueryResolvers, ResolversParentTypes } from "../generated/resolvers-types.ts";

const entryToGraphQL = (entry: WaitlistEntryView): ResolversParentTypes["CourseWaitlistEntry"] => ({
  id: entry.id,
  status: entry.status,
  firstName: entry.firstName,
  lastName: entry.lastName,
  email: entry.email,
  joinedAt: entry.joinedAt,
  position: entry.position,
  offerExpiresAt: entry.offerExpiresAt,
  courseClosed: entry.courseClosed,
  course: entry.course,
});

export const courseWaitlistMutations: Pick<
  MutationResolvers,
  "joinCourseWaitlist" | "acceptCourseWaitlistOffer" | "leaveCourseWaitlist"
> = {
  joinCourseWaitlist: async (_parent, { input }, { deps }) => {
    const { status, position } = await joinCourseWaitlist(deps, input);
    return { status, position };
  },
  acceptCourseWaitlistOffer: async (_parent, { input }, { deps }) => ({
    entry: entryToGraphQL(await acceptCourseWaitlistOffer(deps, input.token)),
  }),
  leaveCourseWaitlist: async (_parent, { input }, { deps }) => ({
    entry: entryToGraphQL(await leaveCourseWaitlist(deps, input.token)),
  }),
};

export const courseWaitlistQueries: Pick<QueryResolvers, "courseWaitlistEntry" | "staffCourseWaitlist"> = {
  courseWaitlistEntry: async (_parent, { token }, { deps }) => {
    const entry = await findWaitlistEntryByToken(deps, token);
    return entry && entryToGraphQL(entry);
  },
  staffCourseWaitlist: (_parent, { courseId }, { deps }) => listCourseWaitlistForStaff(deps, courseId),
};
