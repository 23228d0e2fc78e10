import { staffRefundQueries } from "./staff-refunds.ts";
import { listActiveAffiliates } from "../../domain/affiliates/affiliate-queries.ts";
import { findEnrollmentByCancelToken } from "../../domain/courses/cancel-enrollment.ts";
import { findPublicCourse, listPublicCourses } from "../../domain/courses/course-queries.ts";
import { findCurrentFeaturedEvent, findPublicEvent, listPublicEvents } from "../../domain/events/event-queries.ts";
import { listOpenVacancies } from "../../domain/vacancies/vacancy-queries.ts";
import { lookupWorkshopsByCode } from "../../domain/workshops/workshop-lookup.ts";
import { withCodeAttemptLimit } from "../../domain/workshops/code-attempts.ts";
import { findOrderForCompletion } from "../../domain/orders/order-view.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";
import { orderToGraphQL } from "./order-mappers.ts";
import { staffAccountQueries } from "./staff-accounts.ts";
import { staffSessionQueries } from "./staff-sessions.ts";
import { staffPasskeyQueries } from "./staff-passkeys.ts";
import { staffRichTextQueries } from "./staff-rich-text.ts";
import { staffContentQueries } from "./staff-content.ts";
import { sitePageQueries } from "./site-pages.ts";
import { staffMediaQueries } from "./staff-media.ts";
import { siteNoticeQueries } from "./staff-site-notices.ts";
import { registerQueries } from "./registers.ts";
import { staffWorkshopQueries } from "./staff-workshops.ts";
import { staffCourseQueries } from "./staff-courses.ts";
import { courseWaitlistQueries } from "./course-waitlist.ts";
import { staffEventQueries } from "./staff-events.ts";
import { staffDashboardQueries } from "./staff-dashboard.ts";
import { staffMessageQueries } from "./staff-messages.ts";
import { staffParticipantQueries } from "./staff-participants.ts";
import { staffCheckInQueries } from "./staff-check-in.ts";
import { certificateQueries } from "./certificates.ts";
import { privacyQueries } from "./privacy.ts";
import { personalDataQueries } from "./personal-data.ts";
import { staffCertificateQueries } from "./staff-certificates.ts";
import { staffPresenceQueries } from "./staff-presence.ts";
import { staffInvoiceQueries } from "./staff-invoices.ts";
import { staffOrderQueries } from "./staff-orders.ts";
import { affiliateToGraphQL, courseEnrollmentToGraphQL, vacancyToGraphQL, workshopToGraphQL } from "./mappers.ts";
import { staffPrivacyRequestQueries } from "./staff-privacy-requests.ts";

const connection = <T>(nodes: T[]) => ({ nodes, totalCount: nodes.length });

export const Query: QueryResolvers = {
  allCourses: (_parent, page, { deps }) => listPublicCourses(deps.db, page),

  courseById: (_parent, { id }, { deps }) => findPublicCourse(deps.db, id),

  courseEnrollmentByCancelToken: async (_parent, { token }, { deps }) => {
    const enrollment = await findEnrollmentByCancelToken(deps.db, token, deps.clock());
    return enrollment && courseEnrollmentToGraphQL(enrollment);
  },

  allAffiliates: async (_parent, _args, { deps }) =>
    connection((await listActiveAffiliates(deps.db)).map(affiliateToGraphQL)),

  currentFeaturedEvent: (_parent, _args, { deps }) => findCurrentFeaturedEvent(deps.db, deps.clock()),

  eventById: (_parent, { id }, { deps }) => findPublicEvent(deps.db, id),

  allEvents: (_parent, { filter, first, after }, { deps }) =>
    listPublicEvents(deps.db, { type: filter?.type?.equalTo ?? undefined, now: deps.clock(), page: { first, after } }),

  allVacancies: async (_parent, _args, { deps }) =>
    connection((await listOpenVacancies(deps.db)).map(vacancyToGraphQL)),

  workshopsByRegistrationToken: async (_parent, { token }, { deps }) => {
    const lookup = await withCodeAttemptLimit(
      deps,
      () => lookupWorkshopsByCode(deps.db, token, { settings: deps.settings.workshops, now: deps.clock() }),
      (result) => !result.isValid,
    );
    return {
      isValid: lookup.isValid,
      availableWorkshops: lookup.availableWorkshops.map(workshopToGraphQL),
      registeredWorkshops: lookup.registeredWorkshops.map(workshopToGraphQL),
      waitlistEntries: lookup.waitlistEntries,
      changesCloseAt: lookup.changesCloseAt,
      changesClosed: lookup.changesClosed,
    };
  },

  orderById: async (_parent, { id }, { deps }) => {
    const order = await findOrderForCompletion(deps, id);
    return order && orderToGraphQL(order);
  },

  ...certificateQueries,
  ...privacyQueries,
  ...personalDataQueries,

  // The back office: staff/*.graphql.
  ...staffAccountQueries,
  ...staffSessionQueries,
  ...staffPasskeyQueries,
  ...staffRichTextQueries,
  ...staffContentQueries,
  ...sitePageQueries,
  ...staffMediaQueries,
  ...siteNoticeQueries,
  ...registerQueries,
  ...staffWorkshopQueries,
  ...staffRefundQueries,
  ...staffCourseQueries,
  ...courseWaitlistQueries,
  ...staffEventQueries,
  // The dashboard, participant lists, check-in, privacy requests, certificates, messages and invoices.
  ...staffDashboardQueries,
  ...staffParticipantQueries,
  ...staffCheckInQueries,
  ...staffPrivacyRequestQueries,
  ...staffCertificateQueries,
  ...staffPresenceQueries,
  ...staffMessageQueries,
  ...staffInvoiceQueries,
  ...staffOrderQueries,
};
