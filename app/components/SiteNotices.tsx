import { useEffect, useRef, useState } from "react";
import { CookieBar } from "./CookieBar.tsx";
import { SiteNoticeBanner } from "./SiteNoticeBanner.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { isCookieChoiceRemembered } from "../lib/cookie-choice.ts";
import { dismissBanner, readDismissedBanners } from "../lib/dismissed-banners.ts";
import { loadSiteNotices, type SiteNotice } from "../features/site-notices/load-site-notices.ts";

/**
 * Cookie bar and the site notices staff made, in one strip fixed to the bottom of the window. They exist only in the
 * browser (not in the server HTML) and float over the page, so their arrival moves no content (CLS 0).
 * While they are shown, the page gets the same room after the footer and as scroll padding, so the footer
 * can be scrolled clear of them and a focused link is never hidden behind them (WCAG 2.4.11). The room is
 * added at the very end of the page, below everything, so it moves nothing either. The strip marks itself
 * `data-hydrated` (browser tests wait for it), because the notices themselves may not come.
 */
export function SiteNotices() {
  const hydrated = useHydrated();
  const stripRef = useReservedSpaceBelow(hydrated);
  if (!hydrated) return null;
  return (
    <div
      ref={stripRef}
      data-hydrated=""
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-3 pb-3 not-has-[section]:hidden sm:px-6 sm:pb-4"
    >
      <div className="mx-auto max-w-4xl">
        <OneNoticeAtATime />
      </div>
    </div>
  );
}

/**
 * The cookie bar first, then the site notices in force, in their order, once it is answered: one at a time, so
 * they never cover more than 15% of a phone's first screen (product.md §2). A closed notice stays closed (its id in
 * the 'dismissedBanners' map) and the next one shows. Mounted only in the browser, so reading storage for the first
 * state is safe; the notices are fetched at once, while the cookie bar may still be open (decision 0034).
 */
function OneNoticeAtATime() {
  const [cookieBarOpen, setCookieBarOpen] = useState(() => !isCookieChoiceRemembered());
  const [dismissed, setDismissed] = useState(() => readDismissedBanners());
  const notices = useSiteNotices();
  if (cookieBarOpen) return <CookieBar onAnswer={() => setCookieBarOpen(false)} />;
  const notice = notices.find((candidate) => !(candidate.dismissible && dismissed[candidate.id]));
  if (!notice) return null;
  const close = () => {
    dismissBanner(notice.id);
    // Also when storage refused it: closed for this page view at least.
    setDismissed((before) => ({ ...before, [notice.id]: true }));
  };
  return <SiteNoticeBanner key={notice.id} notice={notice} onClose={close} />;
}

/** The notices in force, fetched once after hydration; none until they arrive, or when the request fails. */
function useSiteNotices(): SiteNotice[] {
  const [notices, setNotices] = useState<SiteNotice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void loadSiteNotices(controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setNotices(loaded);
    });
    return () => controller.abort();
  }, []);
  return notices;
}

/** Shared with root.tsx, whose body::after takes this height below the footer, in the footer's colour. */
const NOTICES_HEIGHT_VARIABLE = "--site-notices-height";

/** Keeps room below the page equal to the strip's height; it shrinks to nothing when both are closed. */
function useReservedSpaceBelow(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = ref.current;
    if (!active || !strip) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = Math.ceil(strip.getBoundingClientRect().height);
      root.style.setProperty(NOTICES_HEIGHT_VARIABLE, `${height}px`);
      root.style.scrollPaddingBottom = height > 0 ? `${height + 8}px` : "";
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(strip);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICES_HEIGHT_VARIABLE);
      root.style.scrollPaddingBottom = "";
    };
  }, [active]);
  return ref;
}
