import type { Resolvers } from "../generated/resolvers-types.ts";
import { DatetimeScalar, UUIDScalar } from "../scalars.ts";
import { CourseFields } from "./course-fields.ts";
import { EventFields, TicketTypeFields } from "./event-fields.ts";
import { Mutation } from "./mutation.ts";
import { Query } from "./query.ts";
import { StaffAffiliateFields } from "./staff-content.ts";
import { StaffCourseFields } from "./staff-courses.ts";
import { StaffEventFields, StaffTicketTypeFields } from "./staff-events.ts";
import { StaffSitePageFields } from "./site-pages.ts";
import { RegisterFields } from "./registers.ts";
import { StaffMemberFields } from "./staff-sessions.ts";

export const resolvers: Resolvers = {
  UUID: UUIDScalar,
  Datetime: DatetimeScalar,
  Query,
  Mutation,
  Event: EventFields,
  TicketType: TicketTypeFields,
  Course: CourseFields,
  StaffCourse: StaffCourseFields,
  StaffAffiliate: StaffAffiliateFields,
  StaffEvent: StaffEventFields,
  StaffTicketType: StaffTicketTypeFields,
  StaffSitePage: StaffSitePageFields,
  Register: RegisterFields,
  StaffMember: StaffMemberFields,
};
