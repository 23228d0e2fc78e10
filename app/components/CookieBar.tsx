import { useState } from "react";
import { Link } from "react-router";

// Like the site's buttons (lib/styles.ts), a little lower on phones so the bar covers less of the page.
const button =
  "inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-5 py-1.5 font-semibold transition-colors sm:min-h-11 sm:flex-none sm:py-2.5";

/**
 * The cookie notice. Both buttons only close it and nothing is stored, so it shows again
 * after a full reload; it stays closed while the visitor moves between pages, because the shell keeps it.
 */
export function CookieBar() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => setOpen(false);

  return (
    <section
      aria-label="Cookiemelding"
      className="pointer-events-auto flex flex-col gap-3 rounded-lg border border-brand-200 bg-white p-3 text-slate-800 shadow-lg sm:flex-row sm:items-center sm:gap-6 sm:p-4"
    >
      <p className="flex-1 text-sm sm:text-base">
        Wij gebruiken alleen functionele cookies, zodat de website goed werkt. Lees meer in onze{" "}
        <Link to="/cookieverklaring" className="font-semibold text-brand-700 underline underline-offset-4">
          cookieverklaring
        </Link>
        .
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={close} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Accepteren
        </button>
        <button
          type="button"
          onClick={close}
          className={`${button} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
        >
          Weigeren
        </button>
      </div>
    </section>
  );
}
