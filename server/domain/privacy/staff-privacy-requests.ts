/**
 * A person's request about their own data that reached staff by post or phone (decision 0024): the same overview and
 * the same erasure as "Mijn gegevens" (./personal-data-access.ts), for a staff member with privacy.manage, who has
 * checked who is asking. The erasure writes its own audit entry and privacy_requests row, without the address.
 */
import { z } from "zod";
import { emailField } from "../../../common/validation/email.ts";
import { toAmsterdamDateInput } from "../../../common/format/amsterdam-input.ts";
import { ERASURE_CONFIRMATION_MESSAGE } from "../../../common/validation/personal-data.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { personalDataErasedMail } from "../../mail/templates/personal-data.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { requirePermission } from "../staff/permissions.ts";
import { requireFreshPermission } from "../staff/passkeys/fresh-check.ts";
import { collectPersonalData } from "./collect-personal-data.ts";
import { ERASURE_CONFIRMATION_KEY_PREFIX } from "./erase-address.ts";
import { addressHash, erasePersonalData, type ErasureReport } from "./erase-personal-data.ts";
import { deleteLinksOf } from "./personal-data-links.ts";
import type { PersonalData } from "./personal-data-types.ts";

const lookupSchema = z.object({ email: emailField });
const erasureSchema = z.object({ email: emailField, confirm: z.literal(true, ERASURE_CONFIRMATION_MESSAGE) });

export async function staffPersonalData(deps: ServiceDeps, input: unknown): Promise<PersonalData> {
  requirePermission(deps.actor, "privacy.manage");
  const { email } = parseWith(lookupSchema, input);
  return collectPersonalData(deps.db, email, deps.clock());
}

/**
 * Erases on the person's behalf and mails them what was kept and why, as the self-service does. Safe to repeat: a
 * second run finds nothing more to erase, and the mail's key (the address's hash, as privacy_requests keeps it, and
 * the day) lets one confirmation a day through, however often staff press the button.
 */
export async function staffErasePersonalData(deps: ServiceDeps, input: unknown): Promise<ErasureReport> {
  requirePermission(deps.actor, "privacy.manage");
  const { email } = parseWith(erasureSchema, input);
  // After the input: a refusal for a stale passkey check means the form was complete, so the page may post it again.
  requireFreshPermission(deps, "privacy.manage");
  const report = await erasePersonalData(deps, email);
  await inTransaction(deps, async (unit) => {
    await deleteLinksOf(unit.tx, email);
    const day = toAmsterdamDateInput(unit.now);
    const { siteName, publicUrl } = unit.settings.site;
    await enqueueMail(unit, {
      dedupeKey: `${ERASURE_CONFIRMATION_KEY_PREFIX}staff:${addressHash(email)}:${day}`,
      to: email,
      ...personalDataErasedMail({ anonymised: report.anonymised, kept: report.kept, siteName, publicUrl }),
      attachments: [],
    });
  });
  return report;
}
