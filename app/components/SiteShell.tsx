import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { SiteFooter, type FooterData } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteNotices } from "./SiteNotices.tsx";
import { SkipLink } from "./SkipLink.tsx";

const MAIN_CONTENT_ID = "inhoud";

/**
 * The frame around every page: skip link, header, the page in <main>, footer and the browser-only notices.
 * Pages render their content (with their one h1) but no <main> of their own.
 */
export function SiteShell({
  siteName,
  year,
  footer,
  children,
}: {
  siteName: string;
  /** Absent when the root loader did not run (an error before it): the footer then leaves the year out. */
  year: string | undefined;
  footer: FooterData | null;
  children: React.ReactNode;
}) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <SkipLink target={MAIN_CONTENT_ID} />
        <SiteHeader siteName={siteName} />
        {/* tabIndex -1 lets the skip link and page changes move focus here; it is no control, so no outline. */}
        <main
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          className="flex-1"
          style={{ outline: "none", boxShadow: "none" }}
        >
          {children}
        </main>
        <SiteFooter siteName={siteName} year={year} footer={footer} />
      </div>
      <SiteNotices />
    </>
  );
}

/**
 * After a client-side page change, focus would stay on the clicked link (or fall back to <body>), and a
 * screen reader would not notice the new page. ScrollRestoration handles scrolling; this moves focus to
 * <main> so reading and tabbing continue at the new content. A page that placed focus inside <main> itself
 * (a wizard step, a form error) keeps it: its effects run before this one.
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = mainRef.current;
    const active = document.activeElement;
    if (!main || (active && active !== document.body && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
