import {
  createSiteNotice,
  deleteSiteNotice,
  findStaffSiteNotice,
  listStaffSiteNotices,
  moveSiteNotice,
  updateSiteNotice,
} from "../../domain/site-notices/manage-site-notices.ts";
import { siteNoticesInForce } from "../../domain/site-notices/notices-in-force.ts";
import { noticeStatus, noticeStatusLabel, type StaffSiteNoticeView } from "../../domain/site-notices/notice-views.ts";
import type { MutationResolvers, QueryResolvers, StaffSiteNotice } from "../generated/resolvers-types.ts";

/** The site's notices: the public ones in force, and the back office's; the rules live in the domain services. */

/** A notice with its status at the request's moment, as the server decides it. */
function staffSiteNotice(view: StaffSiteNoticeView, now: Date): StaffSiteNotice {
  const status = noticeStatus(view, now);
  return { ...view, status, statusLabel: noticeStatusLabel(status) };
}

export const siteNoticeQueries: Pick<QueryResolvers, "siteNotices" | "staffSiteNotices" | "staffSiteNotice"> = {
  siteNotices: (_parent, _args, { deps }) => siteNoticesInForce(deps),
  staffSiteNotices: async (_parent, _args, { deps }) =>
    (await listStaffSiteNotices(deps)).map((view) => staffSiteNotice(view, deps.clock())),
  staffSiteNotice: async (_parent, { id }, { deps }) => {
    const view = await findStaffSiteNotice(deps, id);
    return view && staffSiteNotice(view, deps.clock());
  },
};

export const siteNoticeMutations: Pick<
  MutationResolvers,
  "createSiteNotice" | "updateSiteNotice" | "deleteSiteNotice" | "moveSiteNotice"
> = {
  createSiteNotice: async (_parent, { input }, { deps }) => ({
    notice: staffSiteNotice(await createSiteNotice(deps, input), deps.clock()),
  }),
  updateSiteNotice: async (_parent, { input: { id, ...change } }, { deps }) => ({
    notice: staffSiteNotice(await updateSiteNotice(deps, id, change), deps.clock()),
  }),
  deleteSiteNotice: async (_parent, { input }, { deps }) => ({
    deletedId: (await deleteSiteNotice(deps, input.id)).id,
  }),
  moveSiteNotice: async (_parent, { input }, { deps }) => ({
    notices: (await moveSiteNotice(deps, input.id, input.direction)).map((view) => staffSiteNotice(view, deps.clock())),
  }),
};
