import { cancelEnrollment } from "../../domain/courses/cancel-enrollment.ts";
import { enrollCourseParticipant } from "../../domain/courses/enroll-participant.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";
import { courseEnrollmentToGraphQL } from "./mappers.ts";

/** EnrollCourseParticipant / CancelCourseEnrollment: the rules live in the domain services. */
export const courseMutations: Pick<MutationResolvers, "enrollCourseParticipant" | "cancelCourseEnrollment"> = {
  enrollCourseParticipant: (_parent, { input }, { deps }) => enrollCourseParticipant(deps, input),
  cancelCourseEnrollment: async (_parent, { input }, { deps }) => ({
    enrollment: courseEnrollmentToGraphQL(await cancelEnrollment(deps, input.cancelToken)),
  }),
};
