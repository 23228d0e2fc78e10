import { useState } from "react";
import { dismissBanner, isBannerDismissed } from "../lib/dismissed-banners.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";

/** The banner's fixed key in the 'dismissedBanners' map. */
const PROGRAMME_BOOKLET_BANNER_KEY = "programmaboekje";

/**
 * Offers the annual forum's programme booklet. Mounted only in the browser (see SiteNotices), once the cookie bar
 * is answered, so reading localStorage while choosing the first state is safe; once closed it stays closed.
 */
export function ProgrammeBookletBanner() {
  const [dismissed, setDismissed] = useState(() => isBannerDismissed(PROGRAMME_BOOKLET_BANNER_KEY));
  if (dismissed) return null;

  const close = () => {
    dismissBanner(PROGRAMME_BOOKLET_BANNER_KEY);
    setDismissed(true);
  };

  return (
    <section
      aria-label="Programmaboekje"
      className="pointer-events-auto flex items-center gap-3 rounded-lg border border-accent-500/40 bg-accent-100 py-1 pr-1 pl-3 text-slate-900 shadow-lg sm:gap-4 sm:py-3 sm:pr-3 sm:pl-4"
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
        className="hidden shrink-0 text-accent-700 sm:block"
      >
        <path
          fill="currentColor"
          d="M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM11 11v5.6l-2.3-2.3-1.4 1.4L12 20.4l4.7-4.7-1.4-1.4-2.3 2.3V11h-2Z"
        />
      </svg>
      {/* On phones only the link shows, to keep the strip to one line; screen readers still hear the sentence. */}
      <p className="min-w-0 flex-1 py-1">
        <span className="max-sm:sr-only">Het programmaboekje van ons jaarcongres staat klaar. </span>
        <a
          href={SERVER_PATHS.programmeBooklet}
          type="application/pdf"
          className="font-semibold text-accent-700 underline underline-offset-4 hover:text-slate-900"
        >
          Download het programmaboekje (pdf)
        </a>
      </p>
      {/* On phones only the cross shows, to keep the strip low; the name is 'Melding sluiten' either way. */}
      <button
        type="button"
        aria-label="Melding sluiten"
        onClick={close}
        className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-md border-accent-700/40 text-sm font-semibold text-slate-900 hover:bg-white/60 sm:border sm:px-3"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="hidden sm:inline">Sluiten</span>
      </button>
    </section>
  );
}
