/**
 * A demo course's accreditation (decision 0036): the registers it names, and the registration numbers its first
 * enrolments gave, so the enrolment form, Mijn gegevens and the staff enrolment list show them in the demo.
 */
import { inArray } from "drizzle-orm";
import type { DemoAccreditation } from "../../../content/courses.ts";
import type { Transaction } from "../client.ts";
import { accreditationRegisters, accreditations, registers, registrationNumbers } from "../schema/index.ts";

export async function seedAccreditation(
  tx: Transaction,
  courseId: string,
  accreditation: DemoAccreditation,
  enrollmentIds: readonly string[],
): Promise<void> {
  const { hours, points, accreditationNumber, registerCodes, enrollmentNumbers } = accreditation;
  const [row] = await tx
    .insert(accreditations)
    .values({ courseId, hours, points, accreditationNumber })
    .returning({ id: accreditations.id });
  if (!row) throw new Error(`Accreditatie van cursus ${courseId} is niet aangemaakt`);
  // The registers come from their own migration; a code the demo names must be one of them.
  const named = await tx.select().from(registers).where(inArray(registers.code, registerCodes));
  if (named.length !== registerCodes.length) throw new Error(`Onbekend register in ${registerCodes.join(", ")}`);
  await tx
    .insert(accreditationRegisters)
    .values(named.map((register) => ({ accreditationId: row.id, registerId: register.id })));
  const numbers = enrollmentNumbers.flatMap((byCode, index) =>
    Object.entries(byCode).map(([code, number]) => ({
      enrollmentId: enrollmentIds[index]!,
      registerId: named.find((register) => register.code === code)!.id,
      number,
    })),
  );
  if (numbers.length > 0) await tx.insert(registrationNumbers).values(numbers);
}
