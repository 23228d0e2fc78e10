import type { VacanciesQueryQuery } from "../graphql/generated.ts";
import { LOCALE } from "../../common/format/dates.ts";

type Vacancy = Pick<VacanciesQueryQuery["allVacancies"]["nodes"][number], "location" | "hoursPerWeek" | "salary">;
type Salary = NonNullable<Vacancy["salary"]>;

const FREQUENCY: Record<Salary["frequency"], string> = {
  HOURLY: "per uur",
  MONTHLY: "per maand",
  YEARLY: "per jaar",
};

/** Location, hours and salary as a definition list, so each value has its label for screen readers too. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const salary = vacancy.salary && formatSalary(vacancy.salary);
  const facts: [string, string][] = [
    ["Locatie", vacancy.location.city],
    ["Uren", `${vacancy.hoursPerWeek} uur per week`],
    ...(salary ? [["Salaris", salary] as [string, string]] : []),
  ];
  return (
    <dl className="mt-6 grid gap-4 rounded-md bg-brand-50 p-4 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-brand-800">{label}</dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** '€ 3.200 - € 4.500 per maand'; cents only when the amount has them. */
function formatSalary({ currency, frequency, minAmount, maxAmount }: Salary): string | null {
  const money = (amount: number) =>
    new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    })
      .format(amount)
      .replace(/\u00a0/g, " ");
  const per = FREQUENCY[frequency];
  if (minAmount != null && maxAmount != null && minAmount !== maxAmount) {
    return `${money(minAmount)} - ${money(maxAmount)} ${per}`;
  }
  if (minAmount != null) return `${maxAmount == null ? "vanaf " : ""}${money(minAmount)} ${per}`;
  if (maxAmount != null) return `tot ${money(maxAmount)} ${per}`;
  return null;
}
