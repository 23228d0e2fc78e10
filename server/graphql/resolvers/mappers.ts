import type { EnrollmentView } from "../../domain/courses/enrollment-view.ts";
import type { AffiliateView } from "../../domain/affiliates/affiliate-queries.ts";
import type { VacancyView } from "../../domain/vacancies/vacancy-queries.ts";
import type { WorkshopView } from "../../domain/workshops/workshop-lookup.ts";
import { centsToEuros } from "../../../common/format/money.ts";
import type {
  Affiliate,
  Location,
  ResolversParentTypes,
  TimeFrame,
  Vacancy,
  Workshop,
} from "../generated/resolvers-types.ts";

/** Maps domain views to the GraphQL shapes of the entities (docs/product.md §3); no rules live here. */

type HasLocation = { street: string; postalCode: string; city: string; country: string };

export const location = ({ street, postalCode, city, country }: HasLocation): Location => ({
  street,
  postalCode,
  city,
  country,
});

export const timeFrame = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): TimeFrame => ({
  start: startsAt,
  end: endsAt,
});

/** The cancel page's view of an enrolment: no phone number or organisation, the token stays in the link. */
export const courseEnrollmentToGraphQL = (enrollment: EnrollmentView): ResolversParentTypes["CourseEnrollment"] => ({
  id: enrollment.id,
  status: enrollment.status,
  firstName: enrollment.firstName,
  lastName: enrollment.lastName,
  email: enrollment.email,
  createdAt: enrollment.createdAt,
  canceledAt: enrollment.canceledAt,
  canCancel: enrollment.canCancel,
  cannotCancelReason: enrollment.cannotCancelReason,
  course: enrollment.course,
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
  speaker: workshop.speaker,
});
