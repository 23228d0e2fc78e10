import type { SiteNotice } from "../features/site-notices/load-site-notices.ts";

/**
 * One site notice in the strip at the bottom of the page: its text and link, and a close button when it may be
 * closed. On phones a notice with a link shows only the link, to keep the strip to one line; screen readers still
 * hear the sentence. A link to a PDF says so (`type="application/pdf"`) and gets the download icon.
 */
export function SiteNoticeBanner({ notice, onClose }: { notice: SiteNotice; onClose: () => void }) {
  const { link } = notice;
  return (
    <section
      aria-label="Melding"
      data-notice-id={notice.id}
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
        <path fill="currentColor" d={link?.isPdf ? DOWNLOAD_ICON : INFO_ICON} />
      </svg>
      <p className={`min-w-0 flex-1 py-1 ${notice.dismissible ? "" : "pr-2"}`}>
        <span className={link ? "max-sm:sr-only" : ""}>{notice.text} </span>
        {link && (
          <a
            href={link.href}
            {...(link.isPdf ? { type: "application/pdf" } : {})}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-slate-900"
          >
            {link.text}
          </a>
        )}
      </p>
      {/* On phones only the cross shows, to keep the strip low; the name is 'Melding sluiten' either way. */}
      {notice.dismissible && (
        <button
          type="button"
          aria-label="Melding sluiten"
          onClick={onClose}
          className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-md border-accent-700/40 text-sm font-semibold text-slate-900 hover:bg-white/60 sm:border sm:px-3"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="hidden sm:inline">Sluiten</span>
        </button>
      )}
    </section>
  );
}

const DOWNLOAD_ICON =
  "M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM11 11v5.6l-2.3-2.3-1.4 1.4L12 20.4l4.7-4.7-1.4-1.4-2.3 2.3V11h-2Z";
const INFO_ICON =
  "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 7h2v6h-2v-6Zm0-4h2v2h-2V7Z";
