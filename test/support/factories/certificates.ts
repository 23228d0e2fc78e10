/**
 * Accreditations of courses and events, set as staff set them on the subject's page (setAccreditation), with the
 * audit row, by a beheerder made here: what a certificate of attendance is issued under.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { readAccreditation, setAccreditation } from "../../../server/domain/certificates/accreditation.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

/** `registerCodes`: codes of the registers a fresh site has (content/registers.ts). */
export type TestAccreditation = { hours: string; points: string; registerCodes: string[]; accreditationNumber: string };

/** The subject's accreditation, set at `at` unless it has one already (then it is left as it is). */
export async function ensureAccreditation(
  db: DbOrTx,
  subject: { kind: "EVENT" | "COURSE"; id: string },
  accreditation: TestAccreditation,
  at: Date,
): Promise<void> {
  const deps = await staffDeps(factoryDeps(db, at), { roles: ["beheerder"], at });
  if ((await readAccreditation(deps, subject)).accreditation) return;
  await setAccreditation(deps, { subject, ...accreditation });
}
