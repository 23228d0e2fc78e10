import { Link } from "react-router";
import { buttonStyles } from "../../lib/styles.ts";
import { Container } from "../Container.tsx";
import type { HomePageFieldsFragment } from "../../graphql/generated.ts";

/**
 * The opening of the home page and its largest paint: text only (no image request above the fold), with a
 * small inline illustration of linked rings, the chain, from lg upwards. Its words are the home page's content
 * (the back office's Pagina's); the intro is rich text that passed the server's allow-list.
 */
export function HomeHero({ content }: { content: Pick<HomePageFieldsFragment, "eyebrow" | "title" | "intro"> }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{content.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {content.title}
          </h1>
          <div
            className="page-text mt-6 space-y-4 text-lg text-slate-700"
            dangerouslySetInnerHTML={{ __html: content.intro }}
          />
          <p className="mt-8">
            <Link to="/vrienden" className={buttonStyles.primary}>
              Word ook vriend
            </Link>
          </p>
        </div>
        <ChainIllustration />
      </Container>
    </section>
  );
}

function ChainIllustration() {
  return (
    <svg
      viewBox="0 0 320 260"
      width="320"
      height="260"
      aria-hidden="true"
      focusable="false"
      className="mx-auto hidden h-auto w-full max-w-sm lg:block"
    >
      <circle cx="230" cy="80" r="80" fill="#d5e9e9" opacity="0.6" />
      <g fill="none" strokeWidth="14">
        <circle cx="110" cy="130" r="58" stroke="#175656" />
        <circle cx="200" cy="130" r="58" stroke="#d9822b" />
        <circle cx="155" cy="75" r="40" stroke="#1f6f6f" opacity="0.55" />
      </g>
      <circle cx="60" cy="222" r="10" fill="#d9822b" />
      <circle cx="282" cy="206" r="6" fill="#175656" />
    </svg>
  );
}
