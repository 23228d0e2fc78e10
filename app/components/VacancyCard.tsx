import type { VacanciesQueryQuery } from "../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../lib/styles.ts";
import { NewTabHint } from "./NewTabHint.tsx";
import { PlainText } from "./PlainText.tsx";
import { VacancyFacts } from "./VacancyFacts.tsx";
import { mediaSrcSet } from "../../common/media.ts";

/** A vacancy as the API gives it, with each phone number as stored (E.164) and as shown (the Dutch way). */
export type Vacancy = Omit<VacanciesQueryQuery["allVacancies"]["nodes"][number], "contactPhones"> & {
  contactPhones: { number: string; shown: string }[];
};

/** A whole vacancy: facts, the three texts, how to apply and whom to call. */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { id, title, organization, logoUrl, description, applyUrl, contactPhones } = vacancy;
  const headingId = `vacature-${id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className={headingStyles.section}>
            {title}
          </h2>
          <p className="mt-1 text-lg text-slate-700">{organization}</p>
        </div>
        {logoUrl && (
          <img
            src={logoUrl}
            srcSet={mediaSrcSet(logoUrl)}
            alt={`Logo van ${organization}`}
            width={320}
            height={96}
            decoding="async"
            className="h-14 w-auto max-w-full self-start object-contain"
          />
        )}
      </div>
      <VacancyFacts vacancy={vacancy} />

      <VacancySection title="Over de functie" text={description.summary} />
      <VacancySection title="Wat ga je doen?" text={description.responsibilities} />
      <VacancySection title="Wat vragen wij?" text={description.requirements} />

      {(applyUrl || contactPhones.length > 0) && (
        <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:gap-8">
          {applyUrl && (
            <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
              Solliciteer direct<span className="sr-only"> op {title}</span>
              <NewTabHint />
            </a>
          )}
          {contactPhones.length > 0 && (
            <p className="text-slate-700">
              Vragen? Bel{" "}
              {contactPhones.map((phone, index) => (
                <span key={phone.number}>
                  {index > 0 && (index === contactPhones.length - 1 ? " of " : ", ")}
                  <a
                    href={`tel:${telNumber(phone.number)}`}
                    className={`inline-block py-0.5 whitespace-nowrap ${textLinkStyle}`}
                  >
                    {phone.shown}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

function VacancySection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="mt-8">
      <h3 className={headingStyles.card}>{title}</h3>
      <PlainText text={text} className="mt-3" />
    </section>
  );
}

/** '+31501234567' (as stored) stays; a number stored as typed, '050 - 123 45 67', becomes '0501234567'. */
function telNumber(phone: string): string {
  return phone.replace(/(?!^\+)[^\d]/g, "");
}
