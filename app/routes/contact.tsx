import { Link } from "react-router";
import type { Route } from "./+types/contact.ts";
import { Container } from "../components/Container.tsx";
import { EmailLink } from "../components/EmailLink.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "../components/site-links.ts";
import { pageMeta } from "../lib/meta.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

// Fictional details of the demo organisation: not a real postal box, company or bank account.
const POSTAL_ADDRESS = ["Postbus 4120", "9701 EC Groningen"];
const KVK_NUMBER = "01234567";
const IBAN = "NL00 FAKE 0123 4567 89";

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Contact",
    description: `Neem contact op met ${matches[0].loaderData.siteName}: e-mail, postadres, bedrijfsgegevens en antwoorden op veelgestelde vragen.`,
    path: "/contact",
  });
}

function ContactCard({ title, icon, children }: { title: string; icon: string; children: React.ReactNode }) {
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d={icon}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2 className="mt-4 text-xl font-semibold text-brand-900">{title}</h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </li>
  );
}

const FAQ: { question: string; answer: React.ReactNode }[] = [
  {
    question: "Kan iedereen vriend worden van het FF?",
    answer: (
      <>
        Als organisatie kun je vriend worden, op voorwaarde dat je forensische zorg levert. Lees meer op de pagina{" "}
        <Link to="/vrienden" className={textLinkStyle}>
          Vrienden van
        </Link>
        .
      </>
    ),
  },
  {
    question: "Kan iedereen deel nemen aan de vakschool?",
    answer: (
      <>
        Ja. Ook als je niet werkt bij een van de vrienden, ben je welkom bij de{" "}
        <Link to="/vakschool" className={textLinkStyle}>
          Forensische Vakschool
        </Link>
        .
      </>
    ),
  },
];

export default function Contact() {
  return (
    <>
      <PageIntro title="Contact">
        <p>Heb je een vraag over het Forum, de evenementen of de Vakschool? We horen graag van je.</p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactCard title="E-mail" icon="M3 6h18v12H3V6Zm0 0 9 7 9-7">
            <p>Voor algemene vragen:</p>
            <p className="mt-1">
              <EmailLink address={CONTACT_EMAIL} className={textLinkStyle} />
            </p>
          </ContactCard>
          <ContactCard
            title="Postadres"
            icon="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
          >
            <address className="not-italic">
              Forensisch Forum
              {POSTAL_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard title="Bedrijfsgegevens" icon="M4 20V8l8-4 8 4v12H4Zm4 0v-6h8v6M9 10h6">
            <dl className="space-y-2">
              <div>
                <dt className="text-sm font-semibold text-slate-600">KvK-nummer</dt>
                <dd>{KVK_NUMBER}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">IBAN</dt>
                <dd className="whitespace-nowrap">{IBAN}</dd>
              </div>
            </dl>
          </ContactCard>
        </ul>

        <section aria-labelledby="veelgestelde-vragen" className="mt-16 max-w-3xl">
          <h2 id="veelgestelde-vragen" className={headingStyles.section}>
            Veelgestelde vragen
          </h2>
          {/* Two short answers: shown outright, which beats making visitors open an accordion. */}
          <div className="mt-6 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
            {FAQ.map((item) => (
              <div key={item.question} className="p-5 sm:p-6">
                <h3 className="text-lg font-semibold text-brand-900">{item.question}</h3>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </div>
            ))}
          </div>
          <p className="mt-6 text-slate-700">
            Staat je vraag er niet bij? Mail ons via <EmailLink address={SUPPORT_EMAIL} className={textLinkStyle} />.
          </p>
        </section>
      </Container>
    </>
  );
}
