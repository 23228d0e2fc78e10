import { Container } from "../Container.tsx";
import type { AboutPageFieldsFragment } from "../../graphql/generated.ts";

type MissionContent = Pick<AboutPageFieldsFragment, "eyebrow" | "title" | "quote" | "quoteAuthor" | "mission">;

/** 'Onze missie': the page's h1, a quote (when there is one) and the mission, rich text that passed the allow-list. */
export function MissionSection({ content }: { content: MissionContent }) {
  return (
    <section aria-labelledby="missie" className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{content.eyebrow}</p>
          <h1 id="missie" className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {content.title}
          </h1>
          {content.quote && (
            <figure className="mt-8 border-l-4 border-accent-500 pl-5">
              <blockquote className="text-xl font-medium text-brand-900 sm:text-2xl">
                <p>“{content.quote}”</p>
              </blockquote>
              {content.quoteAuthor && <figcaption className="mt-3 text-slate-700">{content.quoteAuthor}</figcaption>}
            </figure>
          )}
        </div>
        <div
          className="page-text max-w-2xl space-y-5 text-lg text-slate-700 lg:pt-9"
          dangerouslySetInnerHTML={{ __html: content.mission }}
        />
      </Container>
    </section>
  );
}
