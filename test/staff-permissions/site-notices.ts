import { randomUUID } from "node:crypto";
import {
  CreateSiteNoticeDocument,
  DeleteSiteNoticeDocument,
  MoveSiteNoticeDocument,
  UpdateSiteNoticeDocument,
  type UpdateSiteNoticeInput,
} from "../../app/graphql/generated.ts";
import { PermissionStaffSiteNoticeDocument, PermissionStaffSiteNoticesDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * The notices of the public site: every field needs content.manage (redacteur and beheerder; balie and financien are
 * refused). The inputs are valid, so with the permission the call is not refused; the delete names a notice that
 * does not exist (NOT_FOUND with the permission, never UNAUTHENTICATED or FORBIDDEN), so the fixture stays for the
 * other cases.
 */
const permission = "content.manage";

const NOTICE = {
  text: "Een melding uit de permissietest.",
  linkUrl: "https://permissie.example.org",
  linkText: "Lees meer",
  dismissible: true,
} satisfies Omit<UpdateSiteNoticeInput, "id">;

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffSiteNoticesDocument)({ field: "staffSiteNotices", permission, variables: () => ({}) }),
  staffCase(PermissionStaffSiteNoticeDocument)({
    field: "staffSiteNotice",
    permission,
    variables: (fx) => ({ id: fx.siteNoticeId }),
  }),
  staffCase(CreateSiteNoticeDocument)({
    field: "createSiteNotice",
    permission,
    variables: () => ({ input: { ...NOTICE, creationKey: randomUUID() } }),
  }),
  staffCase(UpdateSiteNoticeDocument)({
    field: "updateSiteNotice",
    permission,
    variables: (fx) => ({ input: { ...NOTICE, id: fx.siteNoticeId } }),
  }),
  staffCase(DeleteSiteNoticeDocument)({
    field: "deleteSiteNotice",
    permission,
    variables: () => ({ input: { id: randomUUID() } }),
  }),
  staffCase(MoveSiteNoticeDocument)({
    field: "moveSiteNotice",
    permission,
    variables: (fx) => ({ input: { id: fx.siteNoticeId, direction: "DOWN" } }),
  }),
];
