import { NewTabHint } from "../../components/NewTabHint.tsx";
import { textLinkStyle } from "../../lib/styles.ts";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { ACCEPTED_TERMS_FIELD, type ShownTerms } from "./terms-in-force.ts";

/**
 * The line above an order or enrolment button: which terms the visitor agrees to, linked (in a new tab, so what is
 * typed stays), and the version sent back with the form so the server records exactly that one or says it changed.
 */
export function TermsNotice({ terms, agreeing }: { terms: ShownTerms | null; agreeing: string }) {
  if (!terms) return null;
  return (
    <p className="text-sm text-slate-700" data-terms-notice="">
      <input type="hidden" name={ACCEPTED_TERMS_FIELD} value={terms.version} />
      {agreeing} ga je akkoord met de{" "}
      <a href={SITE_PATHS.terms} target="_blank" rel="noopener" className={textLinkStyle}>
        algemene voorwaarden
        <NewTabHint />
      </a>{" "}
      ({terms.name}).
    </p>
  );
}
