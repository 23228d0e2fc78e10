/**
 * Reading the accreditation registers (decision 0036): all of them in order for the back office, the active ones
 * for the forms, and the registers each accreditation names. Only this folder writes them (manage-registers.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { accreditationRegisters, registers } from "../../db/schema/index.ts";

export type RegisterRow = typeof registers.$inferSelect;

/** What an accreditation shows of a register it names: its key and the name its certificates print. */
export type AccreditedRegister = { id: string; code: string; name: string };

const IN_ORDER = [asc(registers.sortOrder), asc(registers.name), asc(registers.code)] as const;

export async function registersInOrder(db: DbOrTx, only: "all" | "active"): Promise<RegisterRow[]> {
  return db
    .select()
    .from(registers)
    .where(only === "active" ? eq(registers.active, true) : undefined)
    .orderBy(...IN_ORDER);
}

export async function registerById(db: DbOrTx, id: string): Promise<RegisterRow | null> {
  const [row] = await db.select().from(registers).where(eq(registers.id, id));
  return row ?? null;
}

export async function registersByCodes(db: DbOrTx, codes: readonly string[]): Promise<RegisterRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(registers)
    .where(inArray(registers.code, [...codes]))
    .orderBy(...IN_ORDER);
}

/** The registers of each accreditation, in the registers' order; an accreditation without any maps to []. */
export async function registersOfAccreditations(
  db: DbOrTx,
  accreditationIds: readonly string[],
): Promise<Map<string, AccreditedRegister[]>> {
  const byAccreditation = new Map<string, AccreditedRegister[]>(accreditationIds.map((id) => [id, []]));
  if (accreditationIds.length === 0) return byAccreditation;
  const rows = await db
    .select({
      accreditationId: accreditationRegisters.accreditationId,
      id: registers.id,
      code: registers.code,
      name: registers.name,
    })
    .from(accreditationRegisters)
    .innerJoin(registers, eq(registers.id, accreditationRegisters.registerId))
    .where(inArray(accreditationRegisters.accreditationId, [...accreditationIds]))
    .orderBy(...IN_ORDER);
  for (const { accreditationId, ...register } of rows) byAccreditation.get(accreditationId)?.push(register);
  return byAccreditation;
}

/** Makes `registerIds` the registers of the accreditation: those no longer named go, new ones come. */
export async function replaceAccreditationRegisters(
  tx: DbOrTx,
  accreditationId: string,
  registerIds: readonly string[],
): Promise<void> {
  await tx.delete(accreditationRegisters).where(eq(accreditationRegisters.accreditationId, accreditationId));
  if (registerIds.length === 0) return;
  await tx
    .insert(accreditationRegisters)
    .values(registerIds.map((registerId) => ({ accreditationId, registerId })))
    .onConflictDoNothing();
}
