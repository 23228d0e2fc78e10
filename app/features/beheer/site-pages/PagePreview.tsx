/**
 * A site page as visitors will see it, drawn from its draft with the public site's own components: what the preview
 * of the back office shows in the public frame.
 */
import { MissionSection } from "../../../components/about/MissionSection.tsx";
import { TeamSection } from "../../../components/about/TeamSection.tsx";
import { ContactSections, type ContactContent } from "../../../components/contact/ContactSections.tsx";
import { Container } from "../../../components/Container.tsx";
import { FeaturedEventSection } from "../../../components/home/FeaturedEventSection.tsx";
import { HomeHero } from "../../../components/home/HomeHero.tsx";
import { ValuesSection } from "../../../components/home/ValuesSection.tsx";
import { TermsSections } from "../../../components/terms/TermsSections.tsx";
import type {
  AboutPageFieldsFragment,
  EventFieldsFragment,
  HomePageFieldsFragment,
  TermsPageFieldsFragment,
} from "../../../graphql/generated.ts";
import { headingStyles } from "../../../lib/styles.ts";

export type PreviewContent =
  | { key: "home"; content: HomePageFieldsFragment; featuredEvent: EventFieldsFragment | null }
  | { key: "about"; content: AboutPageFieldsFragment }
  | { key: "contact"; content: ContactContent }
  | { key: "terms"; content: TermsPageFieldsFragment }
  | { key: "footer" };

export function PagePreview({ preview }: { preview: PreviewContent }) {
  switch (preview.key) {
    case "home":
      return (
        <>
          <HomeHero content={preview.content} />
          <ValuesSection content={preview.content} />
          <FeaturedEventSection event={preview.featuredEvent} error={null} />
        </>
      );
    case "about":
      return (
        <>
          <MissionSection content={preview.content} />
          <TeamSection content={preview.content} />
        </>
      );
    case "contact":
      return <ContactSections content={preview.content} />;
    case "terms":
      return <TermsSections content={preview.content} versionLine="Concept: deze versie is nog niet gepubliceerd." />;
    case "footer":
      return (
        <Container className="max-w-3xl py-12 sm:py-16">
          <h1 className={headingStyles.page}>Voettekst</h1>
          <p className="mt-4 text-lg text-slate-700">
            De voettekst staat onder aan elke pagina; hieronder zie je het concept zoals bezoekers het zullen zien.
          </p>
        </Container>
      );
  }
}
