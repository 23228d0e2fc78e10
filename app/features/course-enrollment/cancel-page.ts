import type { NumbersView } from "../registration-numbers/numbers-view.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";

/**
 * What the page's action answers: the place was given back, or why not; or the registration numbers form's answer
 * (stored, or refused with the API's messages).
 */
export type CancelActionData =
  { outcome: "canceled" } | { outcome: "failed"; message: string } | { outcome: "numbers"; numbers: NumbersView };

/** 'Je hebt je op 3 maart 2026 om 14:05 afgemeld.' */
export function canceledOnText(canceledAt: string | null): string {
  if (!canceledAt) return "Je hebt je afgemeld voor deze cursus.";
  return `Je hebt je op ${formatInAmsterdam(canceledAt, "d MMMM yyyy 'om' HH:mm")} afgemeld voor deze cursus.`;
}
