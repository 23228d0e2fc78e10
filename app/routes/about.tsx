import type { Route } from "./+types/about.ts";
import { MissionSection } from "../components/about/MissionSection.tsx";
import { TeamSection } from "../components/about/TeamSection.tsx";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

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

export default function About() {
  return (
    <>
      <MissionSection />
      <TeamSection />
    </>
  );
}
