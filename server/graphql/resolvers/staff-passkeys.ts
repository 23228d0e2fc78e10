import type { ServiceDeps } from "../../domain/deps.ts";
import { confirmWithPasskey, startPasskeyConfirmation } from "../../domain/staff/passkeys/confirmation.ts";
import {
  listMyPasskeys,
  listStaffMemberPasskeys,
  removeMyPasskey,
  removeStaffMemberPasskey,
} from "../../domain/staff/passkeys/management.ts";
import { listPasskeyPolicies, setPasskeyPolicy } from "../../domain/staff/passkeys/policy.ts";
import { finishPasskeyRegistration, startPasskeyRegistration } from "../../domain/staff/passkeys/registration.ts";
import { signInWithPasskey, startPasskeySignIn } from "../../domain/staff/passkeys/sign-in.ts";
import type { NewSession } from "../../domain/staff/sessions.ts";
import { resolveSession } from "../../domain/staff/sessions.ts";
import { staffViewerOf } from "../../domain/staff/viewer.ts";
import type { RequestInfo } from "../request-info.ts";
import type { MutationResolvers, QueryResolvers, StaffMemberResolvers } from "../generated/resolvers-types.ts";

/** Staff passkeys (decision 0039); the rules live in server/domain/staff/passkeys/. */
export const staffPasskeyQueries: Pick<QueryResolvers, "myPasskeys" | "passkeyPolicies"> = {
  myPasskeys: (_parent, _args, { deps }) => listMyPasskeys(deps),
  passkeyPolicies: (_parent, _args, { deps }) => listPasskeyPolicies(deps),
};

export const staffPasskeyMutations: Pick<
  MutationResolvers,
  | "startPasskeyRegistration"
  | "finishPasskeyRegistration"
  | "removeMyPasskey"
  | "startPasskeySignIn"
  | "signInWithPasskey"
  | "startPasskeyConfirmation"
  | "confirmWithPasskey"
  | "removeStaffMemberPasskey"
  | "setPasskeyPolicy"
> = {
  startPasskeyRegistration: (_parent, _args, { deps }) => startPasskeyRegistration(deps),
  finishPasskeyRegistration: async (_parent, { input }, { deps }) => ({
    passkey: await finishPasskeyRegistration(deps, input),
  }),
  removeMyPasskey: async (_parent, { input }, { deps }) => {
    await removeMyPasskey(deps, input.passkeyId);
    return { removed: true };
  },
  startPasskeySignIn: (_parent, _args, { deps }) => startPasskeySignIn(deps),
  signInWithPasskey: async (_parent, { input }, { deps, staffSessionToken, request }) => {
    const session = await signInWithPasskey(deps, {
      ...input,
      previousSessionToken: staffSessionToken,
      userAgent: request.userAgent,
    });
    return signInPayload(deps, request, session);
  },
  startPasskeyConfirmation: (_parent, _args, { deps }) => startPasskeyConfirmation(deps),
  confirmWithPasskey: async (_parent, { input }, { deps }) => ({ confirmedAt: await confirmWithPasskey(deps, input) }),
  removeStaffMemberPasskey: async (_parent, { input }, { deps }) => {
    await removeStaffMemberPasskey(deps, input.staffId, input.passkeyId);
    return { removed: true };
  },
  setPasskeyPolicy: (_parent, { input }, { deps }) => setPasskeyPolicy(deps, input),
};

export const StaffMemberPasskeyFields: Pick<StaffMemberResolvers, "passkeys"> = {
  passkeys: (member, _args, { deps }) => listStaffMemberPasskeys(deps, member.id),
};

/** What a sign-in answers, by link or by passkey: the new session's secret, lifetime and person. */
export async function signInPayload(deps: ServiceDeps, request: RequestInfo, session: NewSession) {
  const now = deps.clock();
  const staff = await resolveSession(deps.db, session.token, now, deps.settings.staff, request.clientIp);
  const viewer = staff && staffViewerOf(staff);
  if (!viewer) throw new Error("De nieuwe sessie is niet te vinden");
  const maxAgeSeconds = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return { sessionToken: session.token, expiresAt: session.expiresAt, maxAgeSeconds, staff: viewer };
}
