import { Link } from "react-router";
import { Container } from "./Container.tsx";
import { EmailLink } from "./EmailLink.tsx";
import { CONTACT_EMAIL, FOOTER_NAVIGATION, LEGAL_LINKS, type SiteLink } from "./site-links.ts";

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
export function SiteFooter({ siteName, year }: { siteName: string; year: string | undefined }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteName}</p>
          <p className="mt-2 max-w-xs text-brand-100">
            Hét kennis- en netwerkplatform voor professionals in de forensische zorg en justitie.
          </p>
        </div>
        <nav aria-label="Footermenu">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Ontdek</h2>
          <LinkList links={FOOTER_NAVIGATION} className="mt-3 space-y-2" />
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <EmailLink
                address={CONTACT_EMAIL}
                className="inline-block py-0.5 text-brand-100 underline-offset-4 hover:text-white hover:underline"
              />
            </li>
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
