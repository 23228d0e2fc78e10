/** The back office's sign-in link (decision 0011): single use, valid for a short while, only asked for by its owner. */
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type StaffSignInMailInput = {
  name: string;
  /** The whole link, with its token. */
  signInUrl: string;
  validMinutes: number;
  siteName: string;
  publicUrl: string;
};

export function staffSignInMail({
  name,
  signInUrl,
  validMinutes,
  siteName,
  publicUrl,
}: StaffSignInMailInput): EmailContent {
  const intro = `Met de knop hieronder log je in op de beheeromgeving van ${siteName}. De link werkt ${validMinutes} minuten en één keer.`;
  return renderBlockMail({
    subject: `Inloggen op de beheeromgeving van ${siteName}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${name},` },
      { paragraph: intro },
      { lead: "Inloggen:", href: signInUrl, linkText: "Log in op de beheeromgeving" },
      {
        paragraph:
          "Heb je niet zelf om deze link gevraagd? Dan kun je deze e-mail negeren: zonder de link kan niemand inloggen.",
      },
      { signOff: siteName },
    ],
  });
}
