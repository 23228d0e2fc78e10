import { Link } from "react-router";
import type { Route } from "./+types/site-pages.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { StaffSitePagesDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import {
  SITE_PAGE_DESCRIPTIONS,
  SITE_PAGE_LABELS,
  staffSitePagePath,
  type SitePageKeyValue,
} from "../../../common/vocabulary/site-pages.ts";

export const handle = staffPage("content.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffSitePages } = await runStaffOperation(context, request, StaffSitePagesDocument, {});
  return {
    pages: staffSitePages.map((page) => ({ ...page, key: page.key.toLowerCase() as SitePageKeyValue })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Pagina's", matches[0].loaderData);
}

type Page = Route.ComponentProps["loaderData"]["pages"][number];

const COLUMNS: readonly ListColumn<Page>[] = [
  {
    label: "Pagina",
    rowHeader: true,
    cell: (page) => (
      <Link to={staffSitePagePath(page.key)} className={textLinkStyle}>
        {SITE_PAGE_LABELS[page.key]}
      </Link>
    ),
  },
  { label: "Wat erop staat", cell: (page) => SITE_PAGE_DESCRIPTIONS[page.key] },
  {
    label: "Op de website",
    cell: (page) =>
      page.published
        ? `Versie ${page.published.version}, ${formatDateAtTime(page.published.publishedAt)}`
        : "Nog niet gepubliceerd",
  },
  {
    label: "Concept",
    cell: (page) => (page.hasUnpublishedChanges ? "Gewijzigd, nog niet gepubliceerd" : "Gelijk aan de website"),
  },
];

export default function SitePages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className={headingStyles.page}>Pagina's</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        De teksten van de vaste pagina's van de website. Je werkt in een concept: bezoekers zien pas iets nieuws als je
        het publiceert, en elke gepubliceerde versie blijft bewaard om terug te zetten.
      </p>
      <StaffList
        caption="De pagina's van de website"
        columns={COLUMNS}
        rows={loaderData.pages}
        rowKey={(page) => page.key}
        noun="pagina's"
      />
    </>
  );
}
