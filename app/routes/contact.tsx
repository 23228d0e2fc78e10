import type { Route } from "./+types/contact.ts";
import { ContactSections } from "../components/contact/ContactSections.tsx";
import { PageNotPublished } from "../features/site-pages/PageNotPublished.tsx";
import { contactContent } from "../features/site-pages/contact-content.ts";
import { contentOfType } from "../features/site-pages/page-content.ts";
import { ContactPageDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { READ_ONLY_PAGE } from "../lib/page-handle.ts";

/** The page's words are the back office's (Pagina's); the server keeps the rendered page (decision 0014). */
export async function loader({ context }: Route.LoaderArgs) {
  const { sitePage } = await runOperation(context, ContactPageDocument);
  const content = contentOfType(sitePage?.content, "ContactPageContent");
  return { content: content && contactContent(content) };
}

// Nothing to type in: the scripts wait for the first paint (../lib/page-handle.ts).
export const handle = READ_ONLY_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0].loaderData,
    title: "Contact",
    description: `Neem contact op met ${matches[0].loaderData.siteName}: e-mail, postadres, bedrijfsgegevens en antwoorden op veelgestelde vragen.`,
    path: "/contact",
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return content ? <ContactSections content={content} /> : <PageNotPublished title="Contact" />;
}
