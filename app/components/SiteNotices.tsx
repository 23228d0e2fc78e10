import { useEffect, useRef, useState } from "react";
import { CookieBar } from "./CookieBar.tsx";
import { ProgrammeBookletBanner } from "./ProgrammeBookletBanner.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { isCookieChoiceRemembered } from "../lib/cookie-choice.ts";

/**
 * Cookie bar and booklet banner, in one strip fixed to the bottom of the window. They exist only in the
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
 * The cookie bar first, the booklet banner once it is answered: one at a time, so together they never cover
 * more than 15% of a phone's first screen (product.md §2). Mounted only in the browser, so reading storage for
 * the first state is safe.
 */
function OneNoticeAtATime() {
  const [cookieBarOpen, setCookieBarOpen] = useState(() => !isCookieChoiceRemembered());
  if (cookieBarOpen) return <CookieBar onAnswer={() => setCookieBarOpen(false)} />;
  return <ProgrammeBookletBanner />;
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
