/**
 * The footer's words for the root loader, on every page: one small operation that the server answers from the copy
 * of the published pages it keeps in memory (server/domain/site-pages/published-pages.ts), so it costs no query.
 */
import type { RouterContextProvider } from "react-router";
import type { FooterData } from "../../components/SiteFooter.tsx";
import { SiteFooterDocument, type FooterFieldsFragment } from "../../graphql/generated.ts";
import { rethrowUnlessApiError } from "../../lib/api-errors.ts";
import { runOperation } from "../../lib/app-services.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";

/**
 * The published footer; null when there is none or the API refused it (the footer then shows its links only, and
 * the page itself says what went wrong). An outage or a fault of our own is thrown on, to the error page.
 */
export async function readFooter(context: Readonly<RouterContextProvider>): Promise<FooterData | null> {
  try {
    const { sitePage } = await runOperation(context, SiteFooterDocument);
    return sitePage?.content.__typename === "FooterContent" ? footerData(sitePage.content) : null;
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Voettekst laden mislukt:", error.code);
    return null;
  }
}

/** The footer's content as the footer shows it: the phone number written the Dutch way (here, on the server). */
export function footerData(content: FooterFieldsFragment): FooterData {
  const { tagline, email, phone } = content;
  return { tagline, email, phone: phone ? { e164: phone, shown: formatPhoneNumber(phone) } : null };
}
