import { buttonStyles, headingStyles, textLinkStyle } from "../lib/styles.ts";
import { Container } from "./Container.tsx";

const INFO_EMAIL = "info@forensischforum.example.org";
const BADGE_URL = "/assets/demo/vriend-van-forensisch-forum.svg";

/** The two blocks under the friends list: how to become a friend, and the logo a friend may show. */
export function AffiliateInvitation({ siteName }: { siteName: string }) {
  return (
    <div className="border-t border-brand-100 bg-brand-50 py-12 sm:py-16">
      <Container className="grid gap-12 md:grid-cols-2">
        <section aria-labelledby="word-ook-vriend">
          <h2 id="word-ook-vriend" className={headingStyles.section}>
            Word ook vriend
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            Levert jouw organisatie forensische zorg? Dan kan zij vriend worden van het {siteName}. Vrienden bouwen
            samen aan een goed werkende forensische keten, en hun medewerkers nemen gratis deel aan de Vakschool.
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">
            Stuur ons een e-mail met de naam van je organisatie en een contactpersoon; we nemen dan contact met je op.
          </p>
          <p className="mt-6">
            <a href={`mailto:${INFO_EMAIL}`} className={buttonStyles.primary}>
              Mail naar {INFO_EMAIL}
            </a>
          </p>
        </section>
        <section aria-labelledby="logo-voor-vrienden">
          <h2 id="logo-voor-vrienden" className={headingStyles.section}>
            Logo voor vrienden
          </h2>
          <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
            <img
              src={BADGE_URL}
              alt={`Vriend van het ${siteName}`}
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
              className="h-32 w-32 shrink-0"
            />
            <div>
              <p className="leading-relaxed text-slate-700">
                Ben je vriend? Laat het zien: zet dit logo op de website van je organisatie, met een link naar deze
                pagina.
              </p>
              <p className="mt-3">
                <a
                  href={BADGE_URL}
                  download="vriend-van-forensisch-forum.svg"
                  className={`inline-block py-1 ${textLinkStyle}`}
                >
                  Download het logo (SVG)
                </a>
              </p>
            </div>
          </div>
        </section>
      </Container>
    </div>
  );
}
