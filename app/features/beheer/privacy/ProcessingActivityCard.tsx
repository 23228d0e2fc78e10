import type { ProcessingRegisterQuery } from "../../../graphql/generated.ts";
import { headingStyles } from "../../../lib/styles.ts";

type Activity = ProcessingRegisterQuery["processingRegister"]["activities"][number];

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One processing activity as a table of its facts: row headers on the left, so it reads the same on a tablet. */
export function ProcessingActivityCard({ activity }: { activity: Activity }) {
  const headingId = `verwerking-${activity.key}`;
  const rows: [string, React.ReactNode][] = [
    ["Doel", activity.purpose],
    ["Gegevens", <List key="gegevens" items={activity.dataCategories} />],
    ["Grondslag", <List key="grondslag" items={activity.legalBases} />],
    ["Bewaartermijn", activity.retention],
    [
      "Wie kan het zien",
      activity.visibleToRoles.length > 0
        ? activity.visibleToRoles.join(", ")
        : "Geen rol in de beheeromgeving; alleen het technisch beheer van de server.",
    ],
    ["Ontvangers en verwerkers", <List key="ontvangers" items={activity.recipients} />],
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-5">
      <h3 id={headingId} className={headingStyles.card}>
        {activity.name}
      </h3>
      <table className="mt-3 w-full border-collapse text-left">
        <caption className="sr-only">{activity.name}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-slate-200 align-top">
              <th scope="row" className="w-1/4 py-2 pr-4 font-semibold">
                {label}
              </th>
              <td className="py-2">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
