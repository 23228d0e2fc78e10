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
import { orderDeps } from "./order-deps.ts";
import {
  affiliateToGraphQL,
  courseEnrollmentToGraphQL,
  courseToGraphQL,
  eventToGraphQL,
  vacancyToGraphQL,
  workshopToGraphQL,
} from "./mappers.ts";

const connection = <T>(nodes: T[]) => ({ nodes, totalCount: nodes.length });

export const Query: QueryResolvers = {
  allCourses: async (_parent, _args, { db }) => connection((await listPublicCourses(db)).map(courseToGraphQL)),

  courseById: async (_parent, { id }, { db }) => {
    const course = await findPublicCourse(db, id);
    return course && courseToGraphQL(course);
  },

  courseEnrollmentByCancelToken: async (_parent, { token }, { db, now }) => {
    const enrollment = await findEnrollmentByCancelToken(db, token, now());
    return enrollment && courseEnrollmentToGraphQL(enrollment);
  },

  allAffiliates: async (_parent, _args, { db }) => connection((await listActiveAffiliates(db)).map(affiliateToGraphQL)),

  currentFeaturedEvent: async (_parent, _args, { db, now }) => {
    const event = await findCurrentFeaturedEvent(db, now());
    return event && eventToGraphQL(event);
  },

  eventById: async (_parent, { id }, { db }) => {
    const event = await findPublicEvent(db, id);
    return event && eventToGraphQL(event);
  },

  allEvents: async (_parent, { filter }, { db, now }) => {
    const type = filter?.type?.equalTo ?? undefined;
    return connection((await listPublicEvents(db, { type, now: now() })).map(eventToGraphQL));
  },

  allVacancies: async (_parent, _args, { db }) => connection((await listOpenVacancies(db)).map(vacancyToGraphQL)),

  workshopsByRegistrationToken: async (_parent, { token }, { db, clientIp, codeAttempts }) => {
    const lookup = await withCodeAttemptLimit(
      codeAttempts,
      clientIp,
      () => lookupWorkshopsByCode(db, token),
      (result) => !result.isValid,
    );
    return {
      isValid: lookup.isValid,
      availableWorkshops: lookup.availableWorkshops.map(workshopToGraphQL),
      registeredWorkshops: lookup.registeredWorkshops.map(workshopToGraphQL),
    };
  },

  orderById: async (_parent, { id }, context) => {
    const order = await findOrderForCompletion(context.db, orderDeps(context), id);
    return order && orderToGraphQL(order);
  },
};
