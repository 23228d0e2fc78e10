import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Container } from "./Container.tsx";
import { LoginButton } from "./LoginButton.tsx";
import { MenuToggle } from "./MenuToggle.tsx";
import { MAIN_NAVIGATION } from "./site-links.ts";
import { SiteLogo } from "./SiteLogo.tsx";

const MENU_ID = "hoofdmenu";

// From lg the links sit on the header's bottom edge; the current page gets an ochre bar there.
const linkBase =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors lg:rounded-none lg:border-b-4 lg:py-2";

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive
    ? `${linkBase} bg-brand-50 font-semibold text-brand-900 lg:border-accent-500 lg:bg-transparent`
    : `${linkBase} text-slate-700 hover:bg-brand-50 hover:text-brand-900 lg:border-transparent lg:hover:border-brand-200 lg:hover:bg-transparent`;
}

/**
 * Logo, main navigation and the disabled login. Below the lg breakpoint the navigation is a disclosure
 * behind 'Menu'. It is open only on the page where it was opened, so any navigation (a link, back, forward)
 * closes it without an effect; Escape closes it too and returns focus to the toggle.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  const { pathname } = useLocation();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOnPath(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="border-b border-brand-100 bg-white">
      {/*
        Phone: logo and toggle, the menu panel (navigation and login) folds open below them.
        From lg: logo and login on the first row, the navigation on its own row below, so six items and the
        login fit at 1024 px too. The panel then takes no box of its own (display: contents).
      */}
      <Container className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-6 py-3 lg:pb-0">
        <SiteLogo siteName={siteName} onNavigate={close} />
        <MenuToggle
          ref={toggleRef}
          open={open}
          controls={MENU_ID}
          onToggle={() => setOpenOnPath(open ? null : pathname)}
        />
        <div
          id={MENU_ID}
          className={`${open ? "flex" : "hidden"} col-span-2 mt-3 flex-col gap-4 border-t border-brand-100 pt-3 pb-2 lg:contents`}
        >
          <nav aria-label="Hoofdmenu" className="lg:col-span-2 lg:row-start-2 lg:mt-2">
            <ul className="flex flex-col gap-1 lg:-mx-3 lg:flex-row lg:gap-1">
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLinkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lg:col-start-2 lg:row-start-1">
            <LoginButton />
          </div>
        </div>
      </Container>
      {/* Without JavaScript the toggle cannot work: below lg (64rem) show the menu open, without the toggle. */}
      <noscript>
        <style>{`@media (width < 64rem){#${MENU_ID}{display:flex}.menu-toggle{display:none}}`}</style>
      </noscript>
    </header>
  );
}
