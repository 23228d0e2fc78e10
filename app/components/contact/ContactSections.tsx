import { Container } from "../Container.tsx";
import { EmailLink } from "../EmailLink.tsx";
import { PageIntro } from "../PageIntro.tsx";
import type { ContactPageFieldsFragment } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";

/** The contact page's content, with its phone number already written the Dutch way by the loader. */
export type ContactContent = ContactPageFieldsFragment & { phoneShown: string | null };

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

/** The contact page: e-mail (and phone), postal address, registration numbers and the questions with answers. */
export function ContactSections({ content }: { content: ContactContent }) {
  const { chamberOfCommerceNumber, iban } = content;
  return (
    <>
      <PageIntro title="Contact">
        <p>{content.intro}</p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactCard title="E-mail" icon="M3 6h18v12H3V6Zm0 0 9 7 9-7">
            <p>Voor algemene vragen:</p>
            <p className="mt-1">
              <EmailLink address={content.email} className={textLinkStyle} />
            </p>
            {content.phone && content.phoneShown && (
              <p className="mt-3">
                Bellen kan ook:{" "}
                <a href={`tel:${content.phone}`} className={`whitespace-nowrap ${textLinkStyle}`}>
                  {content.phoneShown}
                </a>
              </p>
            )}
          </ContactCard>
          <ContactCard
            title="Postadres"
            icon="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
          >
            <address className="not-italic">
              {content.addressName}
              {content.addressLines.map((line, index) => (
                <span key={`${index}-${line}`} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          {(chamberOfCommerceNumber || iban) && (
            <ContactCard title="Bedrijfsgegevens" icon="M4 20V8l8-4 8 4v12H4Zm4 0v-6h8v6M9 10h6">
              <dl className="space-y-2">
                {chamberOfCommerceNumber && (
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">KvK-nummer</dt>
                    <dd>{chamberOfCommerceNumber}</dd>
                  </div>
                )}
                {iban && (
                  <div>
                    <dt className="text-sm font-semibold text-slate-600">IBAN</dt>
                    <dd className="whitespace-nowrap">{iban}</dd>
                  </div>
                )}
              </dl>
            </ContactCard>
          )}
        </ul>

        <section aria-labelledby="veelgestelde-vragen" className="mt-16 max-w-3xl">
          <h2 id="veelgestelde-vragen" className={headingStyles.section}>
            Veelgestelde vragen
          </h2>
          {/* A few short answers: shown outright, which beats making visitors open an accordion. */}
          {content.questions.length > 0 && (
            <div className="mt-6 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
              {content.questions.map((item, index) => (
                <div key={`${index}-${item.question}`} className="p-5 sm:p-6">
                  <h3 className="text-lg font-semibold text-brand-900">{item.question}</h3>
                  <div
                    className="page-text mt-2 space-y-2 text-slate-700"
                    dangerouslySetInnerHTML={{ __html: item.answer }}
                  />
                </div>
              ))}
            </div>
          )}
          <p className="mt-6 text-slate-700">
            Staat je vraag er niet bij? Mail ons via{" "}
            <EmailLink address={content.supportEmail} className={textLinkStyle} />.
          </p>
        </section>
      </Container>
    </>
  );
}
