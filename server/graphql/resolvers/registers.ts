import {
  activeRegisters,
  findStaffRegister,
  listStaffRegisters,
  updateRegister,
} from "../../domain/registers/manage-registers.ts";
import {
  enrollmentRegistrationNumbers,
  setEnrollmentRegistrationNumbers,
} from "../../domain/courses/enrollment-registration-numbers.ts";
import {
  setTicketRegistrationNumbers,
  ticketRegistrationNumbers,
} from "../../domain/registration-numbers/ticket-registration-numbers.ts";
import { registrationNumberHint } from "../../../common/validation/registration-numbers.ts";
import {
  REGISTER_NUMBER_FORMAT_LABELS,
  REGISTER_REPORTING_CHANNEL_LABELS,
} from "../../../common/vocabulary/registers.ts";
import type { MutationResolvers, QueryResolvers, RegisterResolvers } from "../generated/resolvers-types.ts";

/** The accreditation registers (decision 0036): the active ones for every form, all of them for the beheerder. */
export const registerQueries: Pick<
  QueryResolvers,
  "registers" | "staffRegisters" | "staffRegister" | "ticketRegistrationNumbers" | "enrollmentRegistrationNumbers"
> = {
  registers: (_parent, _args, { deps }) => activeRegisters(deps),
  ticketRegistrationNumbers: (_parent, { token }, { deps }) => ticketRegistrationNumbers(deps, token),
  enrollmentRegistrationNumbers: (_parent, { token }, { deps }) => enrollmentRegistrationNumbers(deps, token),
  staffRegisters: (_parent, _args, { deps }) => listStaffRegisters(deps),
  staffRegister: (_parent, { id }, { deps }) => findStaffRegister(deps, id),
};

export const registerMutations: Pick<
  MutationResolvers,
  "updateRegister" | "setTicketRegistrationNumbers" | "setEnrollmentRegistrationNumbers"
> = {
  setTicketRegistrationNumbers: async (_parent, { input }, { deps }) => ({
    numbers: await setTicketRegistrationNumbers(deps, input),
  }),
  setEnrollmentRegistrationNumbers: async (_parent, { input }, { deps }) => ({
    numbers: await setEnrollmentRegistrationNumbers(deps, input),
  }),
  updateRegister: async (_parent, { input: { id, ...change } }, { deps }) => ({
    register: await updateRegister(deps, id, change),
  }),
};

/** The Dutch names and the number hint, from the same vocabularies and rules the forms use. */
export const RegisterFields: RegisterResolvers = {
  numberFormatLabel: (register) => REGISTER_NUMBER_FORMAT_LABELS[register.numberFormat],
  reportingChannelLabel: (register) => REGISTER_REPORTING_CHANNEL_LABELS[register.reportingChannel],
  numberHint: (register) => registrationNumberHint(register),
};
