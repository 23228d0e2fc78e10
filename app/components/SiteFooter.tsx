import { Link } from "react-router";
import { Container } from "./Container.tsx";
import { EmailLink } from "./EmailLink.tsx";
import { FOOTER_NAVIGATION, LEGAL_LINKS, type SiteLink } from "./site-links.ts";

/**
 * The footer's own words (the back office's Pagina's, Voettekst), as the root loader hands them over with the
 * phone number already written the Dutch way; null when they cannot be read (the footer then shows the links only).
 */
export type FooterData = { tagline: string; email: string; phone: { e164: string; shown: string } | null };

const footerLink =
  "inline-flex min-h-6 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline";

function LinkList({ links, className = "" }: { links: SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Site-wide links, contact details, the legal pages, 'Mijn gegevens' and the copyright line. */
export function SiteFooter({
  siteName,
  year,
  footer,
}: {
  siteName: string;
  year: string | undefined;
  footer: FooterData | null;
}) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteName}</p>
          {footer && <p className="mt-2 max-w-xs text-brand-100">{footer.tagline}</p>}
        </div>
        <nav aria-label="Footermenu">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Ontdek</h2>
          <LinkList links={FOOTER_NAVIGATION} className="mt-3 space-y-2" />
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-3 space-y-2">
            {footer && (
              <li>
                <EmailLink
                  address={footer.email}
                  className="inline-block py-0.5 text-brand-100 underline-offset-4 hover:text-white hover:underline"
                />
              </li>
            )}
            {footer?.phone && (
              <li>
                <a href={`tel:${footer.phone.e164}`} className={footerLink}>
                  {footer.phone.shown}
                </a>
              </li>
            )}
            <li>
              <Link to="/contact" className={footerLink}>
                Alle contactgegevens
              </Link>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-brand-100">
            © {year ? `${year} ` : ""}
            {siteName}
          </p>
          <nav aria-label="Juridische informatie">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </Container>
      </div>
    </footer>
  );
}
