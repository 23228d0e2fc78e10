import type { Route } from "./+types/about.ts";
import { MissionSection } from "../components/about/MissionSection.tsx";
import { TeamSection } from "../components/about/TeamSection.tsx";
import { PageNotPublished } from "../features/site-pages/PageNotPublished.tsx";
import { contentOfType } from "../features/site-pages/page-content.ts";
import { AboutPageDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/** The page's words are the back office's (Pagina's); the server keeps the rendered page (decision 0014). */
export async function loader({ context }: Route.LoaderArgs) {
  const { sitePage } = await runOperation(context, AboutPageDocument);
  return { content: contentOfType(sitePage?.content, "AboutPageContent") };
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Over ons",
    description:
      "Onze missie: een goed functionerende forensische keten, waarin organisaties elkaars werk kennen en begrijpen. Maak kennis met het bestuur.",
    path: "/over-ons",
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  if (!content) return <PageNotPublished title="Over ons" />;
  return (
    <>
      <MissionSection content={content} />
      <TeamSection content={content} />
    </>
  );
}
