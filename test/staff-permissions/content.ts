import {
  CreateAffiliateDocument,
  type CreateAffiliateInput,
  type CreateOrganizationInput,
  type CreateVacancyInput,
  CreateOrganizationDocument,
  CreateVacancyDocument,
  DeleteOrganizationDocument,
  UpdateAffiliateDocument,
  UpdateOrganizationDocument,
  UpdateVacancyDocument,
} from "../../app/graphql/generated.ts";
import {
  PermissionMoveAffiliateDocument,
  PermissionSetAffiliateStatusDocument,
  PermissionSetVacancyStatusDocument,
  PermissionStaffAffiliateDocument,
  PermissionStaffAffiliatesDocument,
  PermissionStaffOrganizationDocument,
  PermissionStaffOrganizationsDocument,
  PermissionStaffVacanciesDocument,
  PermissionStaffVacancyDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Friends, organisations and vacancies: every field needs content.manage. The inputs are valid, so with
 * the permission the call is not refused (a move or status change of a fixture is harmless to the other cases).
 */
const permission = "content.manage";

const ORGANIZATION = {
  name: "Permissietest",
  website: "https://permissie.example.org",
  description: "",
  logoUrl: null,
} satisfies CreateOrganizationInput;
const FRIEND = {
  description: "Een vriend uit de permissietest.",
  url: "https://vriend.example.org",
  logoUrl: "/images/logo.svg",
  status: "ACTIVE",
} satisfies Partial<CreateAffiliateInput>;
const VACANCY = {
  title: "Testfunctie",
  organization: "Testorganisatie",
  hoursPerWeek: 24,
  summary: "Samenvatting",
  requirements: "Eisen",
  responsibilities: "Taken",
  city: "Utrecht",
  salaryFrequency: "MONTHLY",
  contactPhones: [],
} satisfies CreateVacancyInput;

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffOrganizationsDocument)({
    field: "staffOrganizations",
    permission,
    variables: () => ({}),
  }),
  staffCase(PermissionStaffOrganizationDocument)({
    field: "staffOrganization",
    permission,
    variables: (fx) => ({ id: fx.organizationId }),
  }),
  staffCase(CreateOrganizationDocument)({
    field: "createOrganization",
    permission,
    variables: () => ({ input: ORGANIZATION }),
  }),
  staffCase(UpdateOrganizationDocument)({
    field: "updateOrganization",
    permission,
    variables: (fx) => ({ input: { ...ORGANIZATION, id: fx.organizationId, name: "Permissietest (gewijzigd)" } }),
  }),
  staffCase(DeleteOrganizationDocument)({
    // Refused as CONFLICT with the permission when the fixture is in use; never UNAUTHENTICATED or FORBIDDEN then.
    field: "deleteOrganization",
    permission,
    variables: (fx) => ({ input: { id: fx.organizationId } }),
  }),
  staffCase(PermissionStaffAffiliatesDocument)({
    field: "staffAffiliates",
    permission,
    variables: () => ({}),
  }),
  staffCase(PermissionStaffAffiliateDocument)({
    field: "staffAffiliate",
    permission,
    variables: (fx) => ({ id: fx.affiliateId }),
  }),
  staffCase(CreateAffiliateDocument)({
    field: "createAffiliate",
    permission,
    variables: () => ({ input: { ...FRIEND, newOrganizationName: "Nieuwe vriend uit de permissietest" } }),
  }),
  staffCase(UpdateAffiliateDocument)({
    field: "updateAffiliate",
    permission,
    variables: (fx) => ({ input: { ...FRIEND, id: fx.affiliateId, organizationId: fx.organizationId } }),
  }),
  staffCase(PermissionSetAffiliateStatusDocument)({
    field: "setAffiliateStatus",
    permission,
    variables: (fx) => ({ input: { id: fx.affiliateId, status: "ACTIVE" } }),
  }),
  staffCase(PermissionMoveAffiliateDocument)({
    field: "moveAffiliate",
    permission,
    variables: (fx) => ({ input: { id: fx.affiliateId, direction: "DOWN" } }),
  }),
  staffCase(PermissionStaffVacanciesDocument)({
    field: "staffVacancies",
    permission,
    variables: () => ({}),
  }),
  staffCase(PermissionStaffVacancyDocument)({
    field: "staffVacancy",
    permission,
    variables: (fx) => ({ id: fx.vacancyId }),
  }),
  staffCase(CreateVacancyDocument)({
    field: "createVacancy",
    permission,
    variables: () => ({ input: VACANCY }),
  }),
  staffCase(UpdateVacancyDocument)({
    field: "updateVacancy",
    permission,
    variables: (fx) => ({ input: { ...VACANCY, id: fx.vacancyId } }),
  }),
  staffCase(PermissionSetVacancyStatusDocument)({
    field: "setVacancyStatus",
    permission,
    variables: (fx) => ({ input: { id: fx.vacancyId, status: "OPEN" } }),
  }),
];
