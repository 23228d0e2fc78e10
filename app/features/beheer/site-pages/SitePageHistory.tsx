import { Form } from "react-router";
import type { SitePageVersionFieldsFragment } from "../../../graphql/generated.ts";
import { formatDateAtTime } from "../../../../common/format/dates.ts";
import { headingStyles } from "../../../lib/styles.ts";
import { StaffList, type ListColumn } from "../StaffList.tsx";

type Version = SitePageVersionFieldsFragment;

const restoreButton =
  "min-h-11 rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50";

const COLUMNS: readonly ListColumn<Version>[] = [
  {
    label: "Versie",
    rowHeader: true,
    cell: (version) => (version.inForce ? `Versie ${version.version} (op de website)` : `Versie ${version.version}`),
  },
  { label: "Gepubliceerd", cell: (version) => formatDateAtTime(version.publishedAt) },
  { label: "Door", cell: (version) => version.publishedByName ?? "Bij de installatie" },
  {
    label: "Herkomst",
    cell: (version) =>
      version.restoredFromVersion === null
        ? "Gepubliceerd concept"
        : `Teruggezet van versie ${version.restoredFromVersion}`,
  },
  { label: "Actie", cell: (version) => (version.restorable ? <RestoreButton version={version.version} /> : "—") },
];

/** Puts an earlier version back on the site in one step: it becomes the newest version and the draft. */
function RestoreButton({ version }: { version: number }) {
  return (
    <Form method="post">
      <input type="hidden" name="versie" value={version} />
      <button type="submit" name="intent" value="terugzetten" className={restoreButton}>
        Deze versie terugzetten<span className="sr-only"> (versie {version})</span>
      </button>
    </Form>
  );
}

/** The page's published versions, newest first, as the API lists them (which one can be restored included). */
export function SitePageHistory({ versions, error }: { versions: readonly Version[]; error: string | null }) {
  return (
    <section aria-labelledby="versies" className="mt-12">
      <h2 id="versies" className={headingStyles.section}>
        Versies
      </h2>
      {error && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      )}
      <StaffList
        caption="Gepubliceerde versies van deze pagina, nieuwste eerst"
        columns={COLUMNS}
        rows={versions}
        rowKey={(version) => String(version.version)}
        noun="versies"
        empty="Deze pagina is nog nooit gepubliceerd."
      />
    </section>
  );
}
