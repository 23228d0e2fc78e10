import { Link } from "react-router";
import { rememberCookieChoice } from "../lib/cookie-choice.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";

// Like the site's buttons (lib/styles.ts), a little lower on phones so the bar covers less of the page.
const button =
  "inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-4 py-1.5 font-semibold transition-colors sm:min-h-11 sm:flex-none sm:px-5 sm:py-2.5";

/**
 * The cookie notice. The site has only functional storage, so both buttons mean "seen": either one closes the bar
 * and remembers that for a year (decision 0031). On phones the text is shorter, to keep the first screen free.
 */
export function CookieBar({ onAnswer }: { onAnswer: () => void }) {
  const answer = () => {
    rememberCookieChoice();
    onAnswer();
  };

  return (
    <section
      aria-label="Cookiemelding"
      className="pointer-events-auto flex flex-col gap-2 rounded-lg border border-brand-200 bg-white px-3 py-2 text-slate-800 shadow-lg sm:flex-row sm:items-center sm:gap-6 sm:p-4"
    >
      <p className="flex-1">
        Wij gebruiken alleen functionele cookies<span className="max-sm:hidden">, zodat de website goed werkt</span>.{" "}
        <Link to={SITE_PATHS.cookies} className="font-semibold text-brand-700 underline underline-offset-4">
          Lees meer<span className="sr-only sm:not-sr-only"> in onze cookieverklaring</span>
        </Link>
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={answer} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Accepteren
        </button>
        <button
          type="button"
          onClick={answer}
          className={`${button} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
        >
          Weigeren
        </button>
      </div>
    </section>
  );
}
