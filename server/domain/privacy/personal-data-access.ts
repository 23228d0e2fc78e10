/**
 * What a "Mijn gegevens" link does (decision 0024): show the address's data, or erase it. The erasure itself is
 * erasePersonalData (./erase-personal-data.ts); this file adds the link around it: only a valid link erases, after
 * an explicit confirmation, and afterwards the address's links are gone and a mail says what was kept and why.
 */
import { personalDataErasureSchema } from "../../../common/validation/personal-data.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { personalDataErasedMail } from "../../mail/templates/personal-data.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { hashSecretToken } from "../staff/tokens.ts";
import { collectPersonalData } from "./collect-personal-data.ts";
import { ERASURE_CONFIRMATION_KEY_PREFIX } from "./erase-address.ts";
import { erasePersonalData, type ErasureReport } from "./erase-personal-data.ts";
import { deleteLinksOf, linkState, PERSONAL_DATA_MESSAGES } from "./personal-data-links.ts";
import type { PersonalData } from "./personal-data-types.ts";

export type PersonalDataAnswer =
  | { status: "VALID"; message: null; data: PersonalData }
  | { status: "EXPIRED" | "UNKNOWN"; message: string; data: null };

export async function personalDataByToken(deps: ServiceDeps, token: string): Promise<PersonalDataAnswer> {
  const now = deps.clock();
  const state = await linkState(deps.db, token, now);
  if (state.status !== "VALID") return refused(state.status);
  return { status: "VALID", message: null, data: await collectPersonalData(deps.db, state.email, now) };
}

function refused(status: "EXPIRED" | "UNKNOWN"): PersonalDataAnswer {
  return { status, message: refusalMessage(status), data: null };
}

function refusalMessage(status: "EXPIRED" | "UNKNOWN"): string {
  return status === "EXPIRED" ? PERSONAL_DATA_MESSAGES.expiredLink : PERSONAL_DATA_MESSAGES.unknownLink;
}

export async function erasePersonalDataByLink(deps: ServiceDeps, input: unknown): Promise<ErasureReport> {
  const { token } = parseWith(personalDataErasureSchema, input);
  const state = await linkState(deps.db, token, deps.clock());
  if (state.status !== "VALID") throw new DomainError("NOT_FOUND", refusalMessage(state.status), { field: "token" });
  const report = await erasePersonalData(deps, state.email);
  await inTransaction(deps, async (unit) => {
    await deleteLinksOf(unit.tx, state.email);
    const { siteName, publicUrl } = unit.settings.site;
    await enqueueMail(unit, {
      // The key names no address: the outbox keeps it after the address itself is gone from every other table.
      dedupeKey: `${ERASURE_CONFIRMATION_KEY_PREFIX}${hashSecretToken(token.trim())}`,
      to: state.email,
      ...personalDataErasedMail({ anonymised: report.anonymised, kept: report.kept, siteName, publicUrl }),
      attachments: [],
    });
  });
  return report;
}
