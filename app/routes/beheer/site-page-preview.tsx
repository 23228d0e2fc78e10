import { data, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/site-page-preview.ts";
import { SiteShell } from "../../components/SiteShell.tsx";
import type { RootData } from "../../lib/meta.ts";
import type { FooterData } from "../../components/SiteFooter.tsx";
import { PUBLIC_FRAME } from "../../features/beheer/public-frame.ts";
import { PagePreview, type PreviewContent } from "../../features/beheer/site-pages/PagePreview.tsx";
import { apiPageKey, pageKeyOfParams } from "../../features/beheer/site-pages/page-key.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { contactContent } from "../../features/site-pages/contact-content.ts";
import { footerData, readFooter } from "../../features/site-pages/footer.ts";
import { contentOfType } from "../../features/site-pages/page-content.ts";
import { FeaturedEventQueryDocument, StaffSitePageDocument, type StaffSitePageQuery } from "../../graphql/generated.ts";
import { appServices, runOperation } from "../../lib/app-services.ts";
import { SITE_PAGE_LABELS, staffSitePagePath } from "../../../common/vocabulary/site-pages.ts";

/** Staff only (the back office's sign-in and permission), never indexed, in the public site's frame. */
export const handle = { ...staffPage("content.manage"), ...PUBLIC_FRAME };

const NO_DRAFT = { message: "Deze pagina heeft nog geen concept om te bekijken." };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const key = pageKeyOfParams(params);
  const { staffSitePage } = await runStaffOperation(context, request, StaffSitePageDocument, { key: apiPageKey(key) });
  const draft = staffSitePage.draft;
  const footerDraft = contentOfType(draft, "FooterContent");
  // The footer under the preview: the draft's when the footer is what is previewed, else the one in force.
  const footer: FooterData | null = footerDraft ? footerData(footerDraft) : await readFooter(context);
  const preview = await previewOf(context, key, draft);
  if (!preview) throw data(NO_DRAFT, { status: 404 });
  return { key, siteName: appServices(context).siteName, footer, preview };
}

async function previewOf(
  context: Route.LoaderArgs["context"],
  key: PreviewContent["key"],
  draft: StaffSitePageQuery["staffSitePage"]["draft"],
): Promise<PreviewContent | null> {
  const home = contentOfType(draft, "HomePageContent");
  if (key === "home" && home) {
    const { currentFeaturedEvent } = await runOperation(context, FeaturedEventQueryDocument);
    return { key, content: home, featuredEvent: currentFeaturedEvent };
  }
  const about = contentOfType(draft, "AboutPageContent");
  if (key === "about" && about) return { key, content: about };
  const contact = contentOfType(draft, "ContactPageContent");
  if (key === "contact" && contact) return { key, content: contactContent(contact) };
  const terms = contentOfType(draft, "TermsPageContent");
  if (key === "terms" && terms) return { key, content: terms };
  return key === "footer" && draft ? { key } : null;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const name = loaderData ? SITE_PAGE_LABELS[loaderData.key] : "pagina";
  return staffMeta(`Voorbeeld: ${name}`, matches[0].loaderData);
}

export default function SitePagePreview({ loaderData }: Route.ComponentProps) {
  const { key, siteName, footer, preview } = loaderData;
  const year = useRouteLoaderData<RootData>("root")?.year;
  return (
    <>
      <div role="region" aria-label="Voorbeeld" className="bg-amber-100 text-slate-900">
        <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 font-semibold sm:px-6">
          <span>Voorbeeld van het concept: bezoekers zien deze versie pas na publiceren.</span>
          <Link to={staffSitePagePath(key)} className="text-brand-900 underline underline-offset-4">
            Terug naar bewerken
          </Link>
        </p>
      </div>
      <SiteShell siteName={siteName} year={year} footer={footer}>
        <PagePreview preview={preview} />
      </SiteShell>
    </>
  );
}
