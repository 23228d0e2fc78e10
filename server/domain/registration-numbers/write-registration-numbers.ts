/**
 * The one way registration numbers are written (decision 0036): with an enrolment, by the attendee on their
 * ticket's page and by the participant on their enrolment's link page. Checked against the registers asked for (the accreditation's), stored normalised, one per register;
 * an empty number removes that register's number. Nothing of a number goes into logs or errors' details.
 */
import { and, inArray, ne, sql } from "drizzle-orm";
import { checkRegistrationNumberEntries } from "../../../common/validation/registration-number-entries.ts";
import {
  registrationNumberFieldName,
  type RegistrationNumberEntry,
} from "../../../common/validation/registration-number-fields.ts";
import { registrationNumbers } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { registersByCodes, type RegisterRow } from "../registers/register-queries.ts";
import { normalizeRegistrationNumber } from "../../../common/validation/registration-numbers.ts";
import {
  askedNumbersOf,
  ownedBy,
  type AskedRegistrationNumber,
  type NumberOwner,
} from "./registration-number-queries.ts";

/**
 * Writes the owner's numbers for the registers in `entries`, in the caller's transaction; registers not named keep
 * theirs. Refuses bad input with BAD_USER_INPUT and a Dutch message per field (`registrationNumber.<code>`).
 * Returns whether anything changed.
 */
export async function writeRegistrationNumbers(
  unit: UnitOfWork,
  owner: NumberOwner,
  asked: readonly RegisterRow[],
  entries: readonly RegistrationNumberEntry[],
): Promise<boolean> {
  if (entries.length === 0) return false;
  const knownCodes = new Set((await registersByCodes(unit.tx, unaskedCodes(asked, entries))).map((row) => row.code));
  const checked = checkRegistrationNumberEntries(asked, knownCodes, entries);
  if (!checked.ok) throw numbersRefused(checked.errors);
  // Every checked code is one of `asked`: the check refuses any other.
  const idOf = (code: string) => asked.find((register) => register.code === code)!.id;
  await refuseWhenNumbersFrozen(unit, owner, asked, checked);
  let changed = false;
  for (const { registerCode, number } of checked.numbers) {
    changed = (await upsertNumber(unit, owner, idOf(registerCode), number)) || changed;
  }
  if (checked.cleared.length > 0) {
    const removed = await unit.tx
      .delete(registrationNumbers)
      .where(and(ownedBy(owner), inArray(registrationNumbers.registerId, checked.cleared.map(idOf))))
      .returning({ id: registrationNumbers.id });
    changed = removed.length > 0 || changed;
  }
  return changed;
}

/**
 * Numbers freeze once presence was reported to their register (decision 0038): a number that would change (or go)
 * for a reported register is refused with CONFLICT; the same number again passes, so a form sent whole still saves.
 */
async function refuseWhenNumbersFrozen(
  unit: UnitOfWork,
  owner: NumberOwner,
  asked: readonly RegisterRow[],
  checked: { numbers: { registerCode: string; number: string }[]; cleared: string[] },
): Promise<void> {
  const numbers = await askedNumbersOf(unit.tx, asked, owner);
  if (!numbers.some((entry) => entry.frozen)) return;
  const stored = new Map(numbers.map((entry) => [entry.register.code, entry.number]));
  const changed = [
    ...checked.numbers.filter((entry) => stored.get(entry.registerCode) !== entry.number).map((e) => e.registerCode),
    ...checked.cleared.filter((code) => stored.get(code) != null),
  ];
  const register = numbers.find((entry) => entry.frozen && changed.includes(entry.register.code))?.register;
  if (!register) return;
  const field = registrationNumberFieldName(register.code);
  const message = `Je aanwezigheid is al aan ${register.name} gemeld, dus dit nummer kan niet meer veranderen. Klopt het niet? Neem contact met ons op, dan geven wij de correctie door.`;
  throw new DomainError("CONFLICT", message, { field, fieldErrors: { [field]: message } });
}

/** Inserts the number, or updates it when it differs; true when a row was written. */
async function upsertNumber(unit: UnitOfWork, owner: NumberOwner, registerId: string, number: string) {
  const ownerColumn = owner.kind === "ticket" ? registrationNumbers.ticketId : registrationNumbers.enrollmentId;
  const ownerId = owner.kind === "ticket" ? { ticketId: owner.ticketId } : { enrollmentId: owner.enrollmentId };
  const written = await unit.tx
    .insert(registrationNumbers)
    .values({ ...ownerId, registerId, number, createdAt: unit.now, updatedAt: unit.now })
    .onConflictDoUpdate({
      target: [ownerColumn, registrationNumbers.registerId],
      set: { number, updatedAt: unit.now },
      setWhere: ne(registrationNumbers.number, sql`excluded.number`),
    })
    .returning({ id: registrationNumbers.id });
  return written.length > 0;
}

function unaskedCodes(asked: readonly RegisterRow[], entries: readonly RegistrationNumberEntry[]): string[] {
  return entries.map((entry) => entry.registerCode).filter((code) => !asked.some((register) => register.code === code));
}

function numbersRefused(fieldErrors: Record<string, string>): DomainError {
  const [field, message] = Object.entries(fieldErrors)[0] ?? ["registrationNumbers", ""];
  return new DomainError("BAD_USER_INPUT", message, { field, fieldErrors });
}

/**
 * Whether the entries are the numbers as stored (normalised): a repeated post of the same numbers spends no change
 * of the owner's budget, like a repeated workshop click.
 */
export function sameAsStored(
  stored: readonly AskedRegistrationNumber[],
  entries: readonly { registerCode: string; number: string }[],
): boolean {
  return entries.every((entry) => {
    const current = stored.find((asked) => asked.register.code === entry.registerCode);
    if (current === undefined) return false;
    const typed = entry.number.trim() === "" ? "" : normalizeRegistrationNumber(current.register, entry.number);
    return (current.number ?? "") === typed;
  });
}
