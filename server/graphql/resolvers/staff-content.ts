import {
  createAffiliate,
  findStaffAffiliate,
  listStaffAffiliates,
  moveAffiliate,
  setAffiliateStatus,
  updateAffiliate,
  type StaffAffiliateView,
} from "../../domain/affiliates/manage-affiliates.ts";
import {
  createOrganization,
  deleteOrganization,
  findOrganization,
  listOrganizations,
  updateOrganization,
} from "../../domain/affiliates/organizations.ts";
import {
  createVacancy,
  findStaffVacancy,
  listStaffVacancies,
  setVacancyStatus,
  updateVacancy,
  type VacancyRow,
} from "../../domain/vacancies/manage-vacancies.ts";
import { centsToEuros } from "../../../common/format/money.ts";
import type { Actor } from "../../domain/deps.ts";
import { vacancyActions } from "../../domain/vacancies/vacancy-actions.ts";
import { isOnTheSite } from "../../domain/vacancies/vacancy-queries.ts";
import { affiliateActions } from "../../domain/affiliates/affiliate-actions.ts";
import type { FieldResolvers } from "./parents.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  StaffAffiliate,
  StaffAffiliateResolvers,
  StaffVacancy,
} from "../generated/resolvers-types.ts";
import { location } from "./mappers.ts";

/** Friends, organisations and vacancies in the back office; the rules live in the domain services. */

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

function staffVacancy(row: VacancyRow, actor: Actor): StaffVacancy {
  return {
    ...row,
    actions: vacancyActions(actor, row),
    onTheSite: isOnTheSite(row.status),
    location: location(row),
    salaryMin: euros(row.salaryMinCents),
    salaryMax: euros(row.salaryMaxCents),
  };
}

export const staffContentQueries: Pick<
  QueryResolvers,
  "staffOrganizations" | "staffOrganization" | "staffAffiliates" | "staffAffiliate" | "staffVacancies" | "staffVacancy"
> = {
  staffOrganizations: (_parent, { search, first, after }, { deps }) =>
    listOrganizations(deps, search, { first, after }),
  staffOrganization: (_parent, { id }, { deps }) => findOrganization(deps, id),
  staffAffiliates: (_parent, _args, { deps }) => listStaffAffiliates(deps),
  staffAffiliate: (_parent, { id }, { deps }) => findStaffAffiliate(deps, id),
  staffVacancies: async (_parent, _args, { deps }) =>
    (await listStaffVacancies(deps)).map((row) => staffVacancy(row, deps.actor)),
  staffVacancy: async (_parent, { id }, { deps }) => {
    const row = await findStaffVacancy(deps, id);
    return row && staffVacancy(row, deps.actor);
  },
};

export const staffContentMutations: Pick<
  MutationResolvers,
  | "createOrganization"
  | "updateOrganization"
  | "deleteOrganization"
  | "createAffiliate"
  | "updateAffiliate"
  | "setAffiliateStatus"
  | "moveAffiliate"
  | "createVacancy"
  | "updateVacancy"
  | "setVacancyStatus"
> = {
  createOrganization: async (_parent, { input }, { deps }) => ({
    organization: await createOrganization(deps, input),
  }),
  updateOrganization: async (_parent, { input: { id, ...change } }, { deps }) => ({
    organization: await updateOrganization(deps, id, change),
  }),
  deleteOrganization: async (_parent, { input }, { deps }) => ({
    deletedId: (await deleteOrganization(deps, input.id)).id,
  }),
  createAffiliate: async (_parent, { input }, { deps }) => ({ affiliate: await createAffiliate(deps, input) }),
  updateAffiliate: async (_parent, { input: { id, ...change } }, { deps }) => ({
    affiliate: await updateAffiliate(deps, id, change),
  }),
  setAffiliateStatus: async (_parent, { input }, { deps }) => ({
    affiliate: await setAffiliateStatus(deps, input.id, input.status),
  }),
  moveAffiliate: async (_parent, { input }, { deps }) => ({
    affiliates: await moveAffiliate(deps, input.id, input.direction),
  }),
  createVacancy: async (_parent, { input }, { deps }) => ({
    vacancy: staffVacancy(await createVacancy(deps, input), deps.actor),
  }),
  updateVacancy: async (_parent, { input: { id, ...change } }, { deps }) => ({
    vacancy: staffVacancy(await updateVacancy(deps, id, change), deps.actor),
  }),
  setVacancyStatus: async (_parent, { input }, { deps }) => ({
    vacancy: staffVacancy(await setVacancyStatus(deps, input.id, input.status), deps.actor),
  }),
};

/** The fields of StaffAffiliate that its domain view does not hold. */
export const StaffAffiliateFields: FieldResolvers<StaffAffiliateResolvers, StaffAffiliate, StaffAffiliateView> = {
  actions: (affiliate, _args, { deps }) => affiliateActions(deps.actor, affiliate),
};
