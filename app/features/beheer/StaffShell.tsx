import { useRef } from "react";
import { Form, NavLink } from "react-router";
import { SkipLink } from "../../components/SkipLink.tsx";
import { useFocusMainOnNavigation } from "../../components/SiteShell.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { ROLE_LABELS, type StaffRole } from "../../../common/staff-roles.ts";
import type { StaffNavItem } from "./navigation.ts";
import type { StaffViewer } from "./staff-access.ts";

const STAFF_MAIN_ID = "beheer-inhoud";

/**
 * The frames mark themselves `data-hydrated` once React runs in the browser (browser tests wait for it).
 *
 * The frame of the signed-in back office: skip link, a bar with the menu the person's roles allow, who is signed
 * in and signing out, and the page in <main>. Laptop and tablet first; the menu wraps on narrow screens.
 */
export function StaffShell({
  siteName,
  viewer,
  menu,
  notice = null,
  children,
}: {
  siteName: string;
  viewer: StaffViewer;
  /** The pages this person may open (staffMenu). */
  menu: readonly StaffNavItem[];
  /** What the last form's action did (takeStaffNotice), shown once. */
  notice?: string | null;
  children: React.ReactNode;
}) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  const hydrated = useHydrated();
  const roles = viewer.roles.map((role) => ROLE_LABELS[role as StaffRole] ?? role).join(", ");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" data-hydrated={hydrated ? "" : undefined}>
      <SkipLink target={STAFF_MAIN_ID} />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="text-lg font-bold">
            {siteName} <span className="font-normal">· Beheer</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <NavLink to={STAFF_PATHS.account} className="text-white underline underline-offset-4">
              {viewer.name} <span className="text-brand-100">({roles})</span>
            </NavLink>
            <Form method="post" action={STAFF_PATHS.signOut}>
              <input type="hidden" name="overal" value="nee" />
              <button
                type="submit"
                className="min-h-11 rounded-md border-2 border-white px-4 py-2 font-semibold hover:bg-brand-800"
              >
                Uitloggen
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Beheer" className="border-t border-brand-800">
          {/* On a phone the menu folds (without JavaScript too), so a page's own content, such as the door's scan
              button, is in the first screen; from a tablet's width on it is always open. */}
          <details className="md:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">Menu</summary>
            <MenuItems menu={menu} className="flex flex-col px-2 pb-2" />
          </details>
          <MenuItems menu={menu} className="mx-auto hidden max-w-7xl flex-wrap gap-x-1 px-2 sm:px-4 md:flex" />
        </nav>
      </header>
      <main
        id={STAFF_MAIN_ID}
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6"
        style={{ outline: "none", boxShadow: "none" }}
      >
        {/* Always in the page, so a screen reader announces the notice a form's redirect brings. */}
        <div role="status">
          {notice && (
            <p className="mb-6 rounded-lg border-2 border-green-700 bg-green-50 px-5 py-3 font-semibold text-green-900">
              {notice}
            </p>
          )}
        </div>
        {children}
      </main>
    </div>
  );
}

function MenuItems({ menu, className }: { menu: readonly StaffNavItem[]; className: string }) {
  return (
    <ul className={className}>
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === STAFF_PATHS.home}
            className={({ isActive }) =>
              `inline-flex min-h-11 items-center px-3 py-2 font-semibold underline-offset-4 hover:underline ${
                isActive ? "bg-white text-brand-900" : "text-white"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The frame of the sign-in pages: the name, and the page. */
export function StaffSignInShell({ siteName, children }: { siteName: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" data-hydrated={hydrated ? "" : undefined}>
      <SkipLink target={STAFF_MAIN_ID} />
      <header className="bg-brand-900 text-white">
        <p className="mx-auto max-w-7xl px-4 py-4 text-lg font-bold sm:px-6">
          {siteName} <span className="font-normal">· Beheer</span>
        </p>
      </header>
      <main
        id={STAFF_MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-xl flex-1 px-4 py-10"
        style={{ outline: "none" }}
      >
        {children}
      </main>
    </div>
  );
}
