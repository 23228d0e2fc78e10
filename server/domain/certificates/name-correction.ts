/**
 * 'Klopt je naam niet?' (decision 0020): the certificate mail links to a page with the certificate's secret correction
 * token (192 bits, looked up by its exact value). The holder types the right name and a note; staff get a to-do,
 * fix the name on the certificate and re-issue it. Nothing changes on the certificate until staff do.
 */
import { eq } from "drizzle-orm";
import { isCancelTokenShape } from "../../../common/cancel-token.ts";
import { nameCorrectionSchema } from "../../../common/validation/certificates.ts";
import type { DbOrTx } from "../../db/client.ts";
import { certificates } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { raiseTodo } from "../todos/staff-todos.ts";
import { withCodeAttemptLimit } from "../workshops/code-attempts.ts";

const NAME_CORRECTION_MESSAGES = {
  invalidLink: "Deze link is ongeldig. Gebruik de link uit de e-mail met je certificaat.",
  received: "Bedankt, we hebben je correctie ontvangen. We passen je naam aan en sturen je het certificaat opnieuw.",
} as const;

type CorrectionTarget = {
  certificateId: string;
  code: string;
  name: string;
  subjectTitle: string;
  startsAt: Date;
};

/** The certificate a correction link is for, or null when the token is none of ours. */
async function findCorrectionTarget(db: DbOrTx, token: string): Promise<CorrectionTarget | null> {
  if (!isCancelTokenShape(token)) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.correctionToken, token));
  if (!row) return null;
  const { id, code, firstName, lastName, subjectTitle, startsAt } = row;
  return { certificateId: id, code, name: `${firstName} ${lastName}`, subjectTitle, startsAt };
}

/** Raises the staff to-do; a second request while one is open replaces nothing and is confirmed all the same. */
export async function requestNameCorrection(deps: ServiceDeps, rawInput: unknown): Promise<{ message: string }> {
  const input = parseWith(nameCorrectionSchema, rawInput);
  return withCodeAttemptLimit(deps, async () => {
    const target = await findCorrectionTarget(deps.db, input.token);
    if (!target) throw new DomainError("NOT_FOUND", NAME_CORRECTION_MESSAGES.invalidLink, { field: "token" });
    await inTransaction(deps, (unit) =>
      raiseTodo(unit.tx, unit.now, {
        kind: "CERTIFICATE_NAME_CORRECTION",
        certificateId: target.certificateId,
        details: {
          currentName: target.name,
          requestedName: input.name,
          note: input.note ?? "",
          subjectTitle: target.subjectTitle,
          code: target.code,
        },
      }),
    );
    return { message: NAME_CORRECTION_MESSAGES.received };
  });
}
