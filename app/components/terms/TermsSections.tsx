import { Container } from "../Container.tsx";
import { PageIntro } from "../PageIntro.tsx";
import type { TermsPageFieldsFragment } from "../../graphql/generated.ts";

/** "Versie 3, geldig vanaf 12 mei 2026": the version in force, as the loader wrote it; null in a preview of a draft. */
export type TermsVersionLine = string | null;

/** The terms: title, what they are about, which version is in force, and the text (rich text). */
export function TermsSections({
  content,
  versionLine,
}: {
  content: TermsPageFieldsFragment;
  versionLine: TermsVersionLine;
}) {
  return (
    <>
      <PageIntro title={content.title}>
        <p>{content.summary}</p>
        {versionLine && <p className="mt-2 text-base">{versionLine}</p>}
      </PageIntro>
      <Container className="max-w-3xl py-12 sm:py-16">
        <div
          className="page-text space-y-4 text-lg leading-relaxed text-slate-800"
          dangerouslySetInnerHTML={{ __html: content.body }}
        />
      </Container>
    </>
  );
}
