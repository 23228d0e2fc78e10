import { inTransaction, type ServiceDeps } from "../deps.ts";
import { requireStaffSession } from "./permissions.ts";
import { endAllSessions, endSessionByToken } from "./sessions.ts";

/**
 * Signs out: ends the session of this request, or every session of its staff member ('overal uitloggen', e.g.
 * after losing a laptop). Needs a staff session; the number of sessions ended.
 */
export async function signOut(
  deps: ServiceDeps,
  sessionToken: string | null,
  { everywhere }: { everywhere: boolean },
): Promise<number> {
  const staff = requireStaffSession(deps.actor);
  return inTransaction(deps, async (unit) => {
    if (everywhere) return endAllSessions(unit.tx, staff.staffId, unit.now);
    if (sessionToken) await endSessionByToken(unit.tx, sessionToken, unit.now);
    return 1;
  });
}
