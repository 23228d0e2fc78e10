import type { AffiliatesQueryQuery } from "../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../lib/styles.ts";
import { NewTabHint } from "./NewTabHint.tsx";
import { mediaSrcSet } from "../../common/media.ts";

export type Affiliate = AffiliatesQueryQuery["allAffiliates"]["nodes"][number];

/** One friend in the masonry grid; `break-inside-avoid` keeps a card in one column. */
export function AffiliateCard({ affiliate }: { affiliate: Affiliate }) {
  const { organizationName, description, url, logoUrl } = affiliate;
  return (
    <article className="mb-6 break-inside-avoid rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {/* The demo logos are 320x96; the fixed height reserves the space before the image loads. */}
      <img
        src={logoUrl}
        srcSet={mediaSrcSet(logoUrl)}
        alt={`Logo van ${organizationName}`}
        width={320}
        height={96}
        loading="lazy"
        decoding="async"
        className="h-16 w-auto max-w-full object-contain object-left"
      />
      <h2 className={`mt-4 ${headingStyles.card}`}>{organizationName}</h2>
      <p className="mt-2 leading-relaxed text-slate-700">{description}</p>
      <p className="mt-4">
        <a href={url} target="_blank" rel="noopener noreferrer" className={`inline-block py-1 ${textLinkStyle}`}>
          Bezoek website<span className="sr-only"> van {organizationName}</span>
          <NewTabHint />
        </a>
      </p>
    </article>
  );
}
