/**
 * Saves a page's draft through the API: each page has its own mutation (its content's input type), all answering
 * the page as staff see it now. The content is what the page's schema made of the form (parseStaffForm), whose
 * output is the page's input type: the cast below only names which one.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { RouterContextProvider } from "react-router";
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import {
  SaveAboutPageDraftDocument,
  SaveContactPageDraftDocument,
  SaveFooterDraftDocument,
  SaveHomePageDraftDocument,
  SaveTermsPageDraftDocument,
  type AboutPageInput,
  type ContactPageInput,
  type FooterInput,
  type HomePageInput,
  type TermsPageInput,
  type SaveAboutPageDraftMutation,
  type SaveContactPageDraftMutation,
  type SaveFooterDraftMutation,
  type SaveHomePageDraftMutation,
  type SaveTermsPageDraftMutation,
} from "../../../graphql/generated.ts";
import { runStaffOperation } from "../staff-access.ts";

type Context = Readonly<RouterContextProvider>;

/** The draft's new revision. `content` passed the page's schema, whose output is the page's input type. */
export async function saveDraft(
  context: Context,
  request: Request,
  key: SitePageKeyValue,
  revision: number,
  content: object,
): Promise<number> {
  const run = <TData, Content>(document: TypedDocumentNode<TData, { input: { revision: number; content: Content } }>) =>
    runStaffOperation(context, request, document, { input: { revision, content: content as Content } });
  switch (key) {
    case "home":
      return (await run<SaveHomePageDraftMutation, HomePageInput>(SaveHomePageDraftDocument)).saveHomePageDraft.page
        .revision;
    case "about":
      return (await run<SaveAboutPageDraftMutation, AboutPageInput>(SaveAboutPageDraftDocument)).saveAboutPageDraft.page
        .revision;
    case "contact":
      return (await run<SaveContactPageDraftMutation, ContactPageInput>(SaveContactPageDraftDocument))
        .saveContactPageDraft.page.revision;
    case "terms":
      return (await run<SaveTermsPageDraftMutation, TermsPageInput>(SaveTermsPageDraftDocument)).saveTermsPageDraft.page
        .revision;
    case "footer":
      return (await run<SaveFooterDraftMutation, FooterInput>(SaveFooterDraftDocument)).saveFooterDraft.page.revision;
  }
}
