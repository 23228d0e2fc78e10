import { staffRefundMutations } from "./staff-refunds.ts";
import { createOrder } from "../../domain/orders/create-order.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";
import { courseMutations } from "./course-mutations.ts";
import { courseWaitlistMutations } from "./course-waitlist.ts";
import { workshopMutations } from "./workshop-mutations.ts";
import { staffAccountMutations } from "./staff-accounts.ts";
import { staffSessionMutations } from "./staff-sessions.ts";
import { staffPasskeyMutations } from "./staff-passkeys.ts";
import { staffContentMutations } from "./staff-content.ts";
import { siteNoticeMutations } from "./staff-site-notices.ts";
import { staffMediaMutations } from "./staff-media.ts";
import { registerMutations } from "./registers.ts";
import { sitePageMutations } from "./site-pages.ts";
import { staffWorkshopMutations } from "./staff-workshops.ts";
import { staffCourseMutations } from "./staff-courses.ts";
import { staffEventMutations } from "./staff-events.ts";
import { staffMessageMutations } from "./staff-messages.ts";
import { staffInvoiceMutations } from "./staff-invoices.ts";
import { staffOrderMutations } from "./staff-orders.ts";
import { staffCheckInMutations } from "./staff-check-in.ts";
import { certificateMutations } from "./certificates.ts";
import { personalDataMutations } from "./personal-data.ts";
import { staffCertificateMutations } from "./staff-certificates.ts";
import { staffPresenceMutations } from "./staff-presence.ts";
import { staffPrivacyRequestMutations } from "./staff-privacy-requests.ts";

export const Mutation: MutationResolvers = {
  createOrder: async (_parent, { input }, { deps }) => createOrder(deps, input),
  ...workshopMutations,
  ...courseMutations,
  ...courseWaitlistMutations,
  ...certificateMutations,
  ...personalDataMutations,
  // The back office: staff/*.graphql.
  ...staffAccountMutations,
  ...staffSessionMutations,
  ...staffPasskeyMutations,
  ...staffContentMutations,
  ...siteNoticeMutations,
  ...staffMediaMutations,
  ...registerMutations,
  ...sitePageMutations,
  ...staffWorkshopMutations,
  ...staffRefundMutations,
  ...staffCourseMutations,
  ...staffEventMutations,
  ...staffMessageMutations,
  // Invoices, their payments and reminders.
  ...staffInvoiceMutations,
  // Orders, check-in, privacy requests and certificates.
  ...staffOrderMutations,
  ...staffCheckInMutations,
  ...staffPrivacyRequestMutations,
  ...staffCertificateMutations,
  ...staffPresenceMutations,
};
