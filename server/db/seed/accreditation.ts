import type { Transaction } from "../client.ts";
import { accreditationParts, accreditations } from "../schema/index.ts";
import { FORUM_ACCREDITATION } from "../../../content/accreditation.ts";
import { FORUM_WORKSHOP_SLOTS } from "../../../content/workshops.ts";
import { amsterdamYear } from "../../../common/format/dates.ts";
import type { SeededForum } from "./forum.ts";
import { registersByCodes, replaceAccreditationRegisters } from "../../domain/registers/register-queries.ts";

/** The forum's accreditation with points per part (decision 0037), so its certificates show the calculation. */
export async function seedForumAccreditation(tx: Transaction, forum: SeededForum): Promise<void> {
  const content = FORUM_ACCREDITATION;
  const [accreditation] = await tx
    .insert(accreditations)
    .values({
      eventId: forum.id,
      hours: content.hours,
      points: content.plenaryPoints,
      accreditationNumber: content.accreditationNumber(amsterdamYear(forum.startsAt)),
      signatoryName: content.signatoryName,
      signatoryRole: content.signatoryRole,
      partialRule: content.partialRule,
      minPercent: content.minPercent,
    })
    .returning({ id: accreditations.id });
  const registers = await registersByCodes(tx, content.registerCodes);
  await replaceAccreditationRegisters(
    tx,
    accreditation!.id,
    registers.map((register) => register.id),
  );
  const slotParts = Object.entries(content.slotPoints).map(([index, points]) => ({
    accreditationId: accreditation!.id,
    slotId: forum.slots[Number(index)]!.id,
    points,
  }));
  const workshopParts = FORUM_WORKSHOP_SLOTS.flatMap((slot, slotIndex) =>
    slot.workshops.flatMap((workshop, index) => {
      const points = content.workshopPoints[workshop.name];
      const workshopId = forum.slots[slotIndex]!.workshopIds[index]!;
      return points ? [{ accreditationId: accreditation!.id, workshopId, points }] : [];
    }),
  );
  await tx.insert(accreditationParts).values([...slotParts, ...workshopParts]);
}
