import type { CourseDetails, PublicCourse } from "../../domain/courses/course-queries.ts";
import type { EventView, TicketTypeRow } from "../../domain/events/event-queries.ts";

/**
 * What resolvers hand on for a GraphQL type whose domain view is not one type already (codegen `mappers`,
 * scripts/codegen.ts). A course from a list comes without its details, which field resolvers then load per request
 * in one batch; a course found by id or through an enrolment already carries them.
 */
export type CourseParent = PublicCourse & Partial<CourseDetails>;

/**
 * A ticket type with the event it belongs to: whether it is on sale and how many places it has left depend on the
 * event too (canceled or over, its own places left). Event.ticketTypes hands the event on.
 */
export type TicketTypeParent = TicketTypeRow & { event: Pick<EventView, "canceledAt" | "endsAt" | "currentCapacity"> };

/**
 * The fields of a GraphQL type that its parent (the mapped domain view) does not have under the same name: each
 * needs a field resolver, or the default resolver would answer null. Typing a resolver map with
 * `Required<Pick<Resolvers, FieldsToResolve<...>>>` makes a missing one a compile error.
 */
type FieldsToResolve<GraphQLType, Parent> = Exclude<keyof GraphQLType, RequiredKeys<Parent> | "__typename">;

/** A type's resolver map in which every field of FieldsToResolve has its resolver. */
export type FieldResolvers<Resolvers, GraphQLType, Parent> = Resolvers &
  Required<Pick<Resolvers, FieldsToResolve<GraphQLType, Parent> & keyof Resolvers>>;

/** The keys an object of type T always has (an optional one may be missing, so it needs a resolver too). */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
