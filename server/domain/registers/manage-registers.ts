/**
 * The accreditation registers in the back office (decision 0036): the beheerder (`registers.manage`) reads them all
 * and changes one's name, PE-online prefix, number format, reporting channel, whether it is active and its place in
 * the order. Its code is its stable key and stays. Every change is a staff write with its audit row; saving the
 * same values again records nothing. Registers are not made or deleted here: a fresh site has them (a migration),
 * and one no longer used is made inactive, so the accreditations that name it keep it.
 */
import { eq } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import { registerSchema } from "../../../common/validation/registers.ts";
import { registers } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { registerById, registersInOrder, type RegisterRow } from "./register-queries.ts";

const NOT_FOUND_MESSAGE = "Dit register bestaat niet.";

/** The active registers in order: what the forms offer. Public: a form needs them before anyone signs in. */
export function activeRegisters(deps: ServiceDeps): Promise<RegisterRow[]> {
  return registersInOrder(deps.db, "active");
}

export async function listStaffRegisters(deps: ServiceDeps): Promise<RegisterRow[]> {
  requirePermission(deps.actor, "registers.manage");
  return registersInOrder(deps.db, "all");
}

export async function findStaffRegister(deps: ServiceDeps, id: string): Promise<RegisterRow | null> {
  requirePermission(deps.actor, "registers.manage");
  return isUuid(id) ? registerById(deps.db, id) : null;
}

export async function updateRegister(deps: ServiceDeps, id: string, input: unknown): Promise<RegisterRow> {
  const details = parseWith(registerSchema, input);
  return staffChange(deps, "registers.manage", async (unit) => {
    if (!isUuid(id)) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
    const [before] = await unit.tx.select().from(registers).where(eq(registers.id, id)).for("update");
    if (!before) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
    const changes = changedFields(auditable(before), auditable({ ...before, ...details }));
    if (!changes) return before;
    const [after] = await unit.tx
      .update(registers)
      .set({ ...details, updatedAt: unit.now })
      .where(eq(registers.id, id))
      .returning();
    await unit.audit({ entityType: "register", entityId: id, action: "update", ...changes });
    return after!;
  });
}

function auditable(row: RegisterRow): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = row;
  return rest;
}
