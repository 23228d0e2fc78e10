/** One wrong field: its name (made into the input's id by the form's `fieldId`) and what to say, label first. */
export type SummaryEntry = { field: string; text: string };

/**
 * The errors of a form (or a step of one) as links to their fields, shown after a submit that could not go on:
 * the public site's ticket purchase and every back-office form. It can receive focus (tabIndex -1) so keyboard and
 * screen reader users start here; each link (`#<field id>`, so it works without JavaScript too) moves focus into
 * its field.
 */
export function ErrorSummary({
  id,
  entries,
  fieldId,
}: {
  id: string;
  entries: readonly SummaryEntry[];
  fieldId: (field: string) => string;
}) {
  if (entries.length === 0) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-titel`}
      className="rounded-lg border-4 border-red-700 bg-white p-4 sm:p-5"
    >
      <h3 id={`${id}-titel`} className="text-lg font-bold text-red-800">
        Controleer je invoer
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 leading-7">
        {entries.map((entry, index) => (
          <li key={`${entry.field}-${index}`}>
            <a
              href={`#${fieldId(entry.field)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(entry.field));
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: "center" });
              }}
              className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
