/**
 * The participant's registration numbers on their course enrolment's link page (/vakschool/afmelden/{token}, the
 * confirmation mail's link): whoever holds the enrolment's cancel token reads and changes the numbers for the
 * registers of the course's accreditation, while the enrolment is active. The twin of
 * ../registration-numbers/ticket-registration-numbers.ts (here, as the numbers' folder comes before the courses'):
 * an unknown token costs its client code attempts (as the certificate links' tokens of the same shape do) and changes
 * count per enrolment. No mail; not audited: the audit log records staff's changes, not a person's own.
 */
import { eq } from "drizzle-orm";
import { enrollmentRegistrationNumbersSchema } from "../../../common/validation/registration-number-entries.ts";
import type { Transaction } from "../../db/client.ts";
import { courseEnrollments } from "../../db/schema/index.ts";
import { findByCancelToken } from "./cancel-enrollment.ts";
import { CANCELED_ENROLLMENT_NUMBERS_MESSAGE, INVALID_CANCEL_LINK_MESSAGE } from "./enrollment-messages.ts";
import { findEnrollment, type EnrollmentWithCourse } from "./enrollment-view.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { limitEnrollmentChanges } from "../rate-limits/visitor-limits.ts";
import { withCodeAttemptLimit } from "../workshops/code-attempts.ts";
import {
  askedNumbersOf,
  registersAskedFor,
  type AskedRegistrationNumber,
} from "../registration-numbers/registration-number-queries.ts";
import { sameAsStored, writeRegistrationNumbers } from "../registration-numbers/write-registration-numbers.ts";

/**
 * The registers asked for with the enrolment's numbers; [] when the course is not accredited; null when the token
 * opens no active enrolment (an unknown token counts as an attempt, a cancelled enrolment's does not).
 */
export async function enrollmentRegistrationNumbers(
  deps: ServiceDeps,
  cancelToken: string,
): Promise<AskedRegistrationNumber[] | null> {
  const lookup = await withCodeAttemptLimit(
    deps,
    async () => {
      const found = await findByCancelToken(deps.db, cancelToken);
      if (!found || found.enrollment.status !== "ACTIVE") return { known: Boolean(found), numbers: null };
      const asked = await registersAskedFor(deps.db, { courseId: found.course.id });
      return { known: true, numbers: await askedNumbersOf(deps.db, asked, ownerOf(found)) };
    },
    (result) => !result.known,
  );
  return lookup.numbers;
}

/**
 * SetEnrollmentRegistrationNumbers: the numbers given replace the enrolment's for their registers (an empty one
 * removes it); the enrolment is locked, so two posts of one page run one after the other, and a cancellation that
 * committed meanwhile is seen. Answers the numbers as stored.
 */
export async function setEnrollmentRegistrationNumbers(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<AskedRegistrationNumber[]> {
  const input = parseWith(enrollmentRegistrationNumbersSchema, rawInput);
  return withCodeAttemptLimit(deps, () =>
    inTransaction(deps, async (unit) => {
      const found = await lockActiveEnrollment(unit.tx, input.cancelToken);
      const owner = ownerOf(found);
      const asked = await registersAskedFor(unit.tx, { courseId: found.course.id });
      const before = await askedNumbersOf(unit.tx, asked, owner);
      if (!sameAsStored(before, input.registrationNumbers)) await limitEnrollmentChanges(unit, found.enrollment.id);
      await writeRegistrationNumbers(unit, owner, asked, input.registrationNumbers);
      return askedNumbersOf(unit.tx, asked, owner);
    }),
  );
}

const ownerOf = (found: EnrollmentWithCourse) => ({ kind: "enrollment", enrollmentId: found.enrollment.id }) as const;

/**
 * The active enrolment behind a token, locked for the rest of the transaction and read again under the lock.
 * NOT_FOUND (field cancelToken: a code attempt) for an unknown token, CONFLICT for a cancelled enrolment.
 */
async function lockActiveEnrollment(tx: Transaction, token: string): Promise<EnrollmentWithCourse> {
  const unlocked = await findByCancelToken(tx, token);
  if (!unlocked) throw invalidLink();
  // 'no key update' queues this enrolment's other changes, not the foreign-key checks of rows that refer to it.
  await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.id, unlocked.enrollment.id))
    .for("no key update");
  const found = await findEnrollment(tx, { id: unlocked.enrollment.id });
  if (!found) throw invalidLink();
  if (found.enrollment.status !== "ACTIVE") {
    throw new DomainError("CONFLICT", CANCELED_ENROLLMENT_NUMBERS_MESSAGE, { field: "cancelToken" });
  }
  return found;
}

const invalidLink = () => new DomainError("NOT_FOUND", INVALID_CANCEL_LINK_MESSAGE, { field: "cancelToken" });
