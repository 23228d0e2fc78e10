import type { Route } from "./+types/terms.ts";
import { TermsSections } from "../components/terms/TermsSections.tsx";
import { PageNotPublished } from "../features/site-pages/PageNotPublished.tsx";
import { contentOfType } from "../features/site-pages/page-content.ts";
import { TermsPageDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";
import { termsVersionName } from "../../common/format/terms-version.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const TITLE = "Algemene voorwaarden";

/** The version in force (the newest published one) is what a buyer agrees to; its number and date say which. */
export async function loader({ context }: Route.LoaderArgs) {
  const { sitePage } = await runOperation(context, TermsPageDocument);
  const content = contentOfType(sitePage?.content, "TermsPageContent");
  if (!sitePage || !content) return { content: null, versionLine: null };
  const name = termsVersionName(sitePage.version, sitePage.publishedAt);
  return { content, versionLine: `Dit is ${name}.` };
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: loaderData?.content?.title ?? TITLE,
    description:
      loaderData?.content?.summary ??
      "Deze voorwaarden gelden voor het kopen van tickets, het bezoeken van evenementen en het volgen van de Vakschool.",
    path: SITE_PATHS.terms,
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { content, versionLine } = loaderData;
  return content ? <TermsSections content={content} versionLine={versionLine} /> : <PageNotPublished title={TITLE} />;
}
