import type { ContactContent } from "../../components/contact/ContactSections.tsx";
import type { ContactPageFieldsFragment } from "../../graphql/generated.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";

/** For a loader: the contact page's content with its phone number written the Dutch way (on the server). */
export function contactContent(content: ContactPageFieldsFragment): ContactContent {
  return { ...content, phoneShown: content.phone ? formatPhoneNumber(content.phone) : null };
}
