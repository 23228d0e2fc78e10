import { Container } from "../../components/Container.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";

/**
 * A page of the site whose words were never published (a new installation without the demo content): its title and
 * an honest line, until the organisation publishes it in the back office (Pagina's).
 */
export function PageNotPublished({ title }: { title: string }) {
  return (
    <>
      <PageIntro title={title} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <p className="text-lg text-slate-700">Deze tekst volgt binnenkort.</p>
      </Container>
    </>
  );
}
