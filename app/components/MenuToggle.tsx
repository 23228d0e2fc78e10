import type { Ref } from "react";

type MenuToggleProps = { ref: Ref<HTMLButtonElement>; open: boolean; controls: string; onToggle: () => void };

/** The phone menu button: a disclosure toggle ('Menu openen' / 'Menu sluiten'), hidden from lg upwards. */
export function MenuToggle({ ref, open, controls, onToggle }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? "Menu sluiten" : "Menu openen"}
      onClick={onToggle}
      className="menu-toggle inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-brand-200 px-3 font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="shrink-0">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span aria-hidden="true">Menu</span>
    </button>
  );
}
