import { listAuditLog } from "../../domain/staff/audit.ts";
import { requestSignInLink, SIGN_IN_LINK_SENT_MESSAGE, signInWithLink } from "../../domain/staff/sign-in.ts";
import { signOut } from "../../domain/staff/sign-out.ts";
import {
  addStaffMember,
  findStaffMember,
  listStaffMembers,
  updateStaffMember,
} from "../../domain/staff/staff-accounts.ts";
import { staffViewerOf } from "../../domain/staff/viewer.ts";
import { signInPayload } from "./staff-passkeys.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Sign-in, sessions, staff accounts and the audit log; the rules live in server/domain/staff/. */
export const staffAccountQueries: Pick<QueryResolvers, "staffViewer" | "staffMembers" | "staffMember" | "auditLog"> = {
  staffViewer: (_parent, _args, { deps }) => staffViewerOf(deps.actor),
  staffMembers: (_parent, _args, { deps }) => listStaffMembers(deps),
  staffMember: (_parent, { id }, { deps }) => findStaffMember(deps, id),
  auditLog: async (_parent, { filter, first, after }, { deps }) => {
    const page = await listAuditLog(
      deps,
      {
        staffId: filter?.staffId ?? undefined,
        entityType: filter?.entityType ?? undefined,
        entityId: filter?.entityId ?? undefined,
        from: filter?.from ?? undefined,
        until: filter?.until ?? undefined,
      },
      { first, after },
    );
    return {
      ...page,
      nodes: page.nodes.map((row) => ({
        ...row,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
      })),
    };
  },
};

export const staffAccountMutations: Pick<
  MutationResolvers,
  "requestStaffSignInLink" | "signInWithLink" | "signOut" | "addStaffMember" | "updateStaffMember"
> = {
  requestStaffSignInLink: async (_parent, { input }, { deps }) => {
    await requestSignInLink(deps, input);
    return { message: SIGN_IN_LINK_SENT_MESSAGE };
  },
  signInWithLink: async (_parent, { input }, { deps, staffSessionToken, request }) => {
    const session = await signInWithLink(deps, {
      token: input.token,
      previousSessionToken: staffSessionToken,
      userAgent: request.userAgent,
    });
    return signInPayload(deps, request, session);
  },
  signOut: async (_parent, { input }, { deps, staffSessionToken }) => ({
    endedSessions: await signOut(deps, staffSessionToken, input),
  }),
  addStaffMember: async (_parent, { input }, { deps }) => ({ staffMember: await addStaffMember(deps, input) }),
  updateStaffMember: async (_parent, { input }, { deps }) => {
    const { id, ...change } = input;
    return { staffMember: await updateStaffMember(deps, id, change) };
  },
};
