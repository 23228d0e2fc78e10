import { Container } from "../Container.tsx";

/** 'Onze missie': the page's h1, a quote from the chair and three paragraphs. */
export function MissionSection() {
  return (
    <section aria-labelledby="missie" className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Onze missie</p>
          <h1 id="missie" className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            Een forensische kennisalliantie
          </h1>
          <figure className="mt-8 border-l-4 border-accent-500 pl-5">
            <blockquote className="text-xl font-medium text-brand-900 sm:text-2xl">
              <p>
                “Niemand overziet de hele keten in zijn eentje. Samen kennen we hem wel, en daar heeft de cliënt baat
                bij.”
              </p>
            </blockquote>
            <figcaption className="mt-3 text-slate-700">Hester Oosterbeek, voorzitter</figcaption>
          </figure>
        </div>
        <div className="max-w-2xl space-y-5 text-lg text-slate-700 lg:pt-9">
          <p>
            Het Forensisch Forum is een non-profit netwerk van organisaties die forensische zorg leveren: klinieken,
            ambulante teams, beschermd wonen, reclassering en partners uit justitie en onderzoek. Samen vormen zij de
            forensische keten, en die keten is zo sterk als de samenwerking tussen de schakels.
          </p>
          <p>
            Onze missie is een goed functionerende keten, waarin organisaties elkaars werk kennen en begrijpen. Daarom
            organiseren we ontmoetingen en een jaarcongres, en laten we in de Forensische Vakschool medewerkers van de
            vrienden gratis bij elkaar in de keuken kijken.
          </p>
          <p>
            Het Forum is van en voor professionals. Het bestuur bestaat uit mensen uit het werkveld die zich hier naast
            hun werk voor inzetten, en de vrienden dragen bij met kennis, sprekers en locaties. Zo blijft het netwerk
            dicht bij de praktijk.
          </p>
        </div>
      </Container>
    </section>
  );
}
