import { randomUUID } from "node:crypto";
import {
  AddStaffMemberDocument,
  CreateAffiliateDocument,
  CreateSiteNoticeDocument,
  CreateVacancyDocument,
  StaffRegistersDocument,
} from "../../../app/graphql/generated.ts";
import type { ApiClient } from "./api-client.ts";

/**
 * What the back office's lists hold besides events and courses, made by a browser test as staff make it, through
 * the mutations of the back office's forms: a friend, a vacancy, a staff member, a site notice. Each gives the id of
 * what it made.
 */

/** A friend of the forum (CreateAffiliate) with an organisation of its own, shown with the site's own icon. */
export async function createFriendThroughApi(staff: ApiClient, organizationName: string): Promise<string> {
  const { createAffiliate } = await staff(CreateAffiliateDocument, {
    input: {
      newOrganizationName: organizationName,
      description: `${organizationName}: een vriend van een test.`,
      url: "https://vriend.example.org",
      logoUrl: "/favicon.svg",
      status: "ACTIVE",
    },
  });
  return createAffiliate.affiliate.id;
}

/** A vacancy (CreateVacancy) of an organisation by name. */
export async function createVacancyThroughApi(staff: ApiClient, title: string, organization: string): Promise<string> {
  const { createVacancy } = await staff(CreateVacancyDocument, {
    input: {
      title,
      organization,
      hoursPerWeek: 32,
      summary: `${title} bij ${organization}.`,
      requirements: "Een afgeronde hbo-opleiding.",
      responsibilities: "Begeleiden van cliënten.",
      city: "Amersfoort",
      salaryFrequency: "MONTHLY",
      contactPhones: [],
    },
  });
  return createVacancy.vacancy.id;
}

/** A staff member with one role (AddStaffMember), who can sign in at the address. */
export async function addStaffMemberThroughApi(
  staff: ApiClient,
  member: { name: string; email: string; role: "beheerder" | "redacteur" | "financien" | "balie" },
): Promise<string> {
  const { addStaffMember } = await staff(AddStaffMemberDocument, {
    input: { name: member.name, email: member.email, roles: [member.role] },
  });
  return addStaffMember.staffMember.id;
}

/** A notice of the public site's strip (CreateSiteNotice), without a link, shown from now on. */
export async function createSiteNoticeThroughApi(staff: ApiClient, text: string): Promise<string> {
  const { createSiteNotice } = await staff(CreateSiteNoticeDocument, {
    input: { creationKey: randomUUID(), text, dismissible: true },
  });
  return createSiteNotice.notice.id;
}

/**
 * The id of a register a fresh site has (decision 0036: a migration makes them, no form adds one), read as the
 * back office's list reads it.
 */
export async function registerIdThroughApi(staff: ApiClient, code: string): Promise<string> {
  const { staffRegisters } = await staff(StaffRegistersDocument);
  const register = staffRegisters.find((entry) => entry.code === code);
  if (!register) throw new Error(`Geen register ${code}`);
  return register.id;
}
