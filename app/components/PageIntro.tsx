import { headingStyles } from "../lib/styles.ts";
import { Container } from "./Container.tsx";

/** The top of a content page: the one h1 and an optional lead paragraph. */
export function PageIntro({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="border-b border-brand-100 bg-brand-50 py-10 sm:py-14">
      <Container>
        <h1 className={headingStyles.page}>{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div>}
      </Container>
    </section>
  );
}
