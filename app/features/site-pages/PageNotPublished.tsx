import { Container } from "../../components/Container.tsx";
import { PageIntro } from "../../components/PageIntro.tsx";

/**
 * A page of the site whose words were never published (a new installation without the demo content): its title and
 * an honest line, until the organisation publishes it in the back office (Pagina's). With `problem`, the words could
 * not be loaded (the API failed): that is said instead, as an alert.
 */
export function PageNotPublished({ title, problem = null }: { title: string; problem?: string | null }) {
  return (
    <>
      <PageIntro title={title} />
      <Container className="max-w-3xl py-12 sm:py-16">
        {problem ? (
          <p role="alert" className="text-lg text-slate-800">
            {problem}
          </p>
        ) : (
          <p className="text-lg text-slate-700">Deze tekst volgt binnenkort.</p>
        )}
      </Container>
    </>
  );
}
