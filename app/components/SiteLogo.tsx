import { Link } from "react-router";

/**
 * The mark of the favicon (an F with an ochre dot) beside the site name and tagline; links to the home page.
 * Its name is what it shows (site name, and the tagline where visible) plus where it goes: an aria-label without
 * the visible tagline would break WCAG 2.5.3, Label in Name.
 */
export function SiteLogo({ siteName, onNavigate }: { siteName: string; onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="group flex min-h-11 items-center gap-3 rounded-md py-1">
      <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="32" height="32" rx="7" fill="#175656" />
        <path d="M9 8h12v3.2h-8.4v3.4h7.4v3.2h-7.4V24H9z" fill="#fff" />
        <circle cx="23" cy="21.5" r="2.5" fill="#d9822b" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-brand-900 group-hover:text-brand-700">{siteName}</span>
        <span className="hidden text-sm text-slate-600 sm:block">Netwerk voor de forensische zorg</span>
        <span className="sr-only">, naar de startpagina</span>
      </span>
    </Link>
  );
}
