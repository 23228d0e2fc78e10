import type { CourseView } from "../../domain/courses/course-queries.ts";
import type { EnrollmentView } from "../../domain/courses/enrollment-view.ts";
import type { EventView, TicketTypeRow } from "../../domain/events/event-queries.ts";
import type { AffiliateView } from "../../domain/affiliates/affiliate-queries.ts";
import type { VacancyView } from "../../domain/vacancies/vacancy-queries.ts";
import type { WorkshopView } from "../../domain/workshops/workshop-lookup.ts";
import { centsToEuros } from "../../../common/format/money.ts";
import type {
  Affiliate,
  Course,
  CourseEnrollment,
  Event,
  Location,
  TicketType,
  Vacancy,
  Workshop,
} from "../generated/resolvers-types.ts";

/** Maps domain views to the GraphQL shapes of spec §3; no rules live here. */

type HasLocation = { street: string; postalCode: string; city: string; country: string };

const location = ({ street, postalCode, city, country }: HasLocation): Location => ({
  street,
  postalCode,
  city,
  country,
});

export const courseToGraphQL = (course: CourseView): Course => ({
  id: course.id,
  title: course.title,
  summary: course.summary,
  description: course.descriptionHtml,
  status: course.status,
  isFull: course.isFull,
  maxParticipants: course.maxParticipants,
  availablePlaces: course.availablePlaces,
  canceledAt: course.canceledAt,
  createdAt: course.createdAt,
  publishedAt: course.publishedAt,
  timeFrame: { start: course.startsAt, end: course.endsAt },
  location: location(course),
  organization: {
    name: course.organization.name,
    logoUrl: course.organization.logoUrl,
    description: course.organization.description,
    website: course.organization.website,
  },
  instructors: course.instructors.map(({ id, name, function: role, experience }) => ({
    id,
    name,
    function: role,
    experience,
  })),
});

/** The cancel page's view of an enrolment: no phone number or organisation, the token stays in the link. */
export const courseEnrollmentToGraphQL = (enrollment: EnrollmentView): CourseEnrollment => ({
  id: enrollment.id,
  status: enrollment.status,
  firstName: enrollment.firstName,
  lastName: enrollment.lastName,
  email: enrollment.email,
  createdAt: enrollment.createdAt,
  canceledAt: enrollment.canceledAt,
  canCancel: enrollment.canCancel,
  course: courseToGraphQL(enrollment.course),
});

export const ticketTypeToGraphQL = (ticketType: TicketTypeRow): TicketType => ({
  id: ticketType.id,
  visible: ticketType.visible,
  name: ticketType.name,
  description: ticketType.description,
  soldTickets: ticketType.soldCount + ticketType.heldCount,
  price: centsToEuros(ticketType.priceCents),
  free: ticketType.free,
  quantityAvailable: ticketType.quantity,
  saleStartDateTime: ticketType.saleStartsAt,
  saleEndDateTime: ticketType.saleEndsAt,
});

export const eventToGraphQL = (event: EventView): Event => ({
  id: event.id,
  name: event.name,
  description: event.description,
  currentCapacity: event.currentCapacity,
  maxCapacity: event.maxCapacity,
  featuredImageUrl: event.featuredImageUrl,
  organizerId: event.organizerId,
  timeFrame: { start: event.startsAt, end: event.endsAt },
  visibilityStatus: event.visibilityStatus,
  type: event.type,
  location: location(event),
  canceledAt: event.canceledAt,
  ticketTypes: event.ticketTypes.map(ticketTypeToGraphQL),
});

export const affiliateToGraphQL = (affiliate: AffiliateView): Affiliate => ({
  id: affiliate.id,
  organizationName: affiliate.organizationName,
  description: affiliate.description,
  url: affiliate.url,
  logoUrl: affiliate.logoUrl,
  status: affiliate.status,
  members: affiliate.members,
  createdAt: affiliate.createdAt,
});

const optionalEuros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export const vacancyToGraphQL = (vacancy: VacancyView): Vacancy => ({
  id: vacancy.id,
  status: vacancy.status,
  title: vacancy.title,
  organization: vacancy.organization,
  hoursPerWeek: vacancy.hoursPerWeek,
  logoUrl: vacancy.logoUrl,
  description: {
    summary: vacancy.summary,
    requirements: vacancy.requirements,
    responsibilities: vacancy.responsibilities,
  },
  location: location(vacancy),
  salary:
    vacancy.salaryMinCents === null && vacancy.salaryMaxCents === null
      ? null
      : {
          currency: vacancy.salaryCurrency,
          frequency: vacancy.salaryFrequency,
          minAmount: optionalEuros(vacancy.salaryMinCents),
          maxAmount: optionalEuros(vacancy.salaryMaxCents),
        },
  applyUrl: vacancy.applyUrl,
  contactPhones: vacancy.contactPhones,
});

export const workshopToGraphQL = (workshop: WorkshopView): Workshop => ({
  id: workshop.id,
  slotId: workshop.slotId,
  name: workshop.name,
  description: workshop.description,
  timeFrame: { start: workshop.startsAt, end: workshop.endsAt },
  currentCapacity: workshop.currentCapacity,
  maxCapacity: workshop.capacity,
  room: workshop.room,
});
