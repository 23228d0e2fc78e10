import { Link } from "react-router";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { Container } from "../Container.tsx";
import type { HomePageFieldsFragment } from "../../graphql/generated.ts";

// The icons of the core values by position, on a 24 x 24 grid, drawn as strokes: linked people, an open book, a
// compass rose. A fourth value takes the first again.
const VALUE_ICONS = [
  "M9 12a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6 6a3 3 0 1 1 0-6 3 3 0 0 1 0 6ZM11 10.5l2 3",
  "M4 6.5C6.5 5 9.5 5 12 6.5v12C9.5 17 6.5 17 4 18.5v-12Zm8 0c2.5-1.5 5.5-1.5 8 0v12c-2.5-1.5-5.5-1.5-8 0",
  "M12 3v18M3 12h18M6 6l12 12M18 6 6 18",
] as const;

const PHOTOS = [
  { src: "/assets/demo/home-1.webp", alt: "Collega's uit de forensische keten in gesprek aan tafel" },
  { src: "/assets/demo/home-2.webp", alt: "Een les van de Forensische Vakschool" },
  { src: "/assets/demo/home-3.webp", alt: "Professionals met elkaar verbonden in een netwerk" },
];

/** The core values (the home page's content), a link to the mission and a row of photos below the fold (lazy). */
export function ValuesSection({
  content,
}: {
  content: Pick<HomePageFieldsFragment, "valuesTitle" | "valuesIntro" | "pillars">;
}) {
  return (
    <section aria-labelledby="kernwaarden" className="py-14 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id="kernwaarden" className={`${headingStyles.section} text-balance`}>
            {content.valuesTitle}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{content.valuesIntro}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {content.pillars.map((value, index) => (
            <li key={index} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path
                    d={VALUE_ICONS[index % VALUE_ICONS.length]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/over-ons" className={textLinkStyle}>
            Lees meer over onze missie
          </Link>
        </p>
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {PHOTOS.map((photo) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                alt={photo.alt}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-cover"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
