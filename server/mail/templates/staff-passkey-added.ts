/**
 * Told to a staff member whenever a passkey is added to their account (decision 0039): someone who took over their
 * mailbox could sign in by link and register a passkey of their own; this mail lets the owner notice it.
 */
import { formatDateAtTime } from "../../../common/format/dates.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type StaffPasskeyAddedMailInput = {
  name: string;
  passkeyName: string;
  addedAt: Date;
  accountUrl: string;
  siteName: string;
  publicUrl: string;
};

export function staffPasskeyAddedMail(input: StaffPasskeyAddedMailInput): EmailContent {
  const { name, passkeyName, addedAt, accountUrl, siteName, publicUrl } = input;
  const intro = `Op ${formatDateAtTime(addedAt)} is de passkey '${passkeyName}' toegevoegd aan je account op de beheeromgeving van ${siteName}.`;
  return renderBlockMail({
    subject: `Nieuwe passkey op je account bij ${siteName}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${name},` },
      { paragraph: intro },
      {
        paragraph:
          "Heb je dit zelf gedaan? Dan hoef je niets te doen. Zo niet, verwijder de passkey dan meteen op Mijn account, " +
          "log overal uit en waarschuw een beheerder: iemand anders kan bij je e-mail.",
      },
      { lead: "Je passkeys:", href: accountUrl, linkText: "Naar Mijn account" },
      { signOff: siteName },
    ],
  });
}
