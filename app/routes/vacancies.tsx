import type { Route } from "./+types/vacancies.ts";
import { Container } from "../components/Container.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { VacancyCard } from "../components/VacancyCard.tsx";
import { VacanciesQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { rethrowUnlessApiError } from "../lib/api-errors.ts";
import { pageMeta } from "../lib/meta.ts";
import { formatPhoneNumber } from "../../common/validation/phone.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

const LOAD_ERROR = "De vacatures konden niet worden geladen. Probeer het later opnieuw.";

/** A failing API still gives the page (status 200) with a message instead of the error page; an outage is 503. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { allVacancies } = await runOperation(context, VacanciesQueryDocument);
    // Phone numbers are stored as E.164 and shown the Dutch way; formatted here, so the library stays on the server.
    const vacancies = allVacancies.nodes.map((vacancy) => ({
      ...vacancy,
      contactPhones: vacancy.contactPhones.map((number) => ({ number, shown: formatPhoneNumber(number) })),
    }));
    return { vacancies, error: null };
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Vacatures laden mislukt:", error);
    return { vacancies: [], error: LOAD_ERROR };
  }
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({
    root,
    title: "Vacatures",
    description: `Vacatures in de forensische zorg bij de vrienden van het ${root.siteName}.`,
    path: "/vacatures",
  });
}

export default function Vacancies({ loaderData, matches }: Route.ComponentProps) {
  const { siteName } = matches[0].loaderData;
  const { vacancies, error } = loaderData;
  return (
    <>
      <PageIntro title="Vacatures">
        <p>
          Werken in de forensische zorg? Hier vind je de vacatures van de vrienden van het {siteName}. Solliciteren doe
          je rechtstreeks bij de organisatie.
        </p>
      </PageIntro>
      <Container className="py-10 sm:py-14">
        {error ? (
          <NoticeBox tone="error">{error}</NoticeBox>
        ) : vacancies.length === 0 ? (
          <NoticeBox>Er zijn momenteel geen vacatures.</NoticeBox>
        ) : (
          <div className="max-w-4xl space-y-10">
            {vacancies.map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} />
            ))}
          </div>
        )}
      </Container>
    </>
  );
}
