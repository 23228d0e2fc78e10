/** The back office's dashboard; the figures and who may see them live in server/domain/dashboard/. */
import { staffDashboard } from "../../domain/dashboard/staff-dashboard.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

export const staffDashboardQueries: Pick<QueryResolvers, "staffDashboard"> = {
  staffDashboard: (_parent, _args, { deps }) => staffDashboard(deps),
};
