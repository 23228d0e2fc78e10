import { SITE_PATHS } from "../../../common/site-paths.ts";
import { RegistrationNumbersSection } from "../registration-numbers/RegistrationNumbersSection.tsx";
import type { SignupView } from "./signup-view.ts";

/**
 * The ticket's registration numbers, for the registers of the event's accreditation, beside the workshop choice:
 * posted to the page's action with the ticket's code. Shown only for an accredited event and a valid code.
 */
export function TicketNumbersForm({ view }: { view: SignupView }) {
  if (view.step === 1) return null;
  return (
    <RegistrationNumbersSection
      numbers={view.numbers}
      action={SITE_PATHS.workshopSignup}
      fieldIdPrefix="ticket-registratienummer-"
    >
      <input type="hidden" name="code" value={view.code} />
    </RegistrationNumbersSection>
  );
}
