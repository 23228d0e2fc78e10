import { NewTabHint } from "../NewTabHint.tsx";
import { textLinkStyle } from "../../lib/styles.ts";
import { SITE_PATHS } from "../../../common/site-paths.ts";

/**
 * The privacy line every public form carries: what happens with what you type, in the privacy statement.
 * It opens in a new tab, so what is typed in the form stays.
 */
export function PrivacyNotice({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-privacy-notice="">
      We gebruiken je gegevens alleen hiervoor. Hoe lang we ze bewaren en wat je rechten zijn, lees je in de{" "}
      <a href={SITE_PATHS.privacy} target="_blank" rel="noopener" className={textLinkStyle}>
        privacyverklaring
        <NewTabHint />
      </a>
      .
    </p>
  );
}
