import type { PermissionFixtures, StaffPermissionCase } from "./types.ts";

/**
 * Friends, organisations and vacancies (issue 14): every field needs content.manage. The inputs are valid, so with
 * the permission the call is not refused (a move or status change of a fixture is harmless to the other cases).
 */
const permission = "content.manage";

const ORGANIZATION = {
  name: "Permissietest",
  website: "https://permissie.example.org",
  description: "",
  logoUrl: null,
};
const FRIEND = {
  description: "Een vriend uit de permissietest.",
  url: "https://vriend.example.org",
  logoUrl: "/images/logo.svg",
  status: "ACTIVE",
};
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
};

const mutation = (field: string, inputType: string, selection: string) =>
  `mutation ($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`;

const withInput =
  (make: (fx: PermissionFixtures) => Record<string, unknown>) =>
  (fx: PermissionFixtures): Record<string, unknown> => ({ input: make(fx) });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffOrganizations",
    permission,
    query: "query { staffOrganizations(first: 5) { totalCount } }",
    variables: () => ({}),
  },
  {
    field: "staffOrganization",
    permission,
    query: "query ($id: UUID!) { staffOrganization(id: $id) { id } }",
    variables: (fx) => ({ id: fx.organizationId }),
  },
  {
    field: "createOrganization",
    permission,
    query: mutation("createOrganization", "CreateOrganizationInput", "organization { id }"),
    variables: withInput(() => ORGANIZATION),
  },
  {
    field: "updateOrganization",
    permission,
    query: mutation("updateOrganization", "UpdateOrganizationInput", "organization { id }"),
    variables: withInput((fx) => ({ ...ORGANIZATION, id: fx.organizationId, name: "Permissietest (gewijzigd)" })),
  },
  {
    // Refused as CONFLICT with the permission when the fixture is in use; never UNAUTHENTICATED or FORBIDDEN then.
    field: "deleteOrganization",
    permission,
    query: mutation("deleteOrganization", "DeleteOrganizationInput", "deletedId"),
    variables: withInput((fx) => ({ id: fx.organizationId })),
  },
  {
    field: "staffAffiliates",
    permission,
    query: "query { staffAffiliates { id } }",
    variables: () => ({}),
  },
  {
    field: "staffAffiliate",
    permission,
    query: "query ($id: UUID!) { staffAffiliate(id: $id) { id } }",
    variables: (fx) => ({ id: fx.affiliateId }),
  },
  {
    field: "createAffiliate",
    permission,
    query: mutation("createAffiliate", "CreateAffiliateInput", "affiliate { id }"),
    variables: withInput(() => ({ ...FRIEND, newOrganizationName: "Nieuwe vriend uit de permissietest" })),
  },
  {
    field: "updateAffiliate",
    permission,
    query: mutation("updateAffiliate", "UpdateAffiliateInput", "affiliate { id }"),
    variables: withInput((fx) => ({ ...FRIEND, id: fx.affiliateId, organizationId: fx.organizationId })),
  },
  {
    field: "setAffiliateStatus",
    permission,
    query: mutation("setAffiliateStatus", "SetAffiliateStatusInput", "affiliate { id }"),
    variables: withInput((fx) => ({ id: fx.affiliateId, status: "ACTIVE" })),
  },
  {
    field: "moveAffiliate",
    permission,
    query: mutation("moveAffiliate", "MoveAffiliateInput", "affiliates { id }"),
    variables: withInput((fx) => ({ id: fx.affiliateId, direction: "DOWN" })),
  },
  {
    field: "staffVacancies",
    permission,
    query: "query { staffVacancies { id } }",
    variables: () => ({}),
  },
  {
    field: "staffVacancy",
    permission,
    query: "query ($id: UUID!) { staffVacancy(id: $id) { id } }",
    variables: (fx) => ({ id: fx.vacancyId }),
  },
  {
    field: "createVacancy",
    permission,
    query: mutation("createVacancy", "CreateVacancyInput", "vacancy { id }"),
    variables: withInput(() => VACANCY),
  },
  {
    field: "updateVacancy",
    permission,
    query: mutation("updateVacancy", "UpdateVacancyInput", "vacancy { id }"),
    variables: withInput((fx) => ({ ...VACANCY, id: fx.vacancyId })),
  },
  {
    field: "setVacancyStatus",
    permission,
    query: mutation("setVacancyStatus", "SetVacancyStatusInput", "vacancy { id }"),
    variables: withInput((fx) => ({ id: fx.vacancyId, status: "OPEN" })),
  },
];
