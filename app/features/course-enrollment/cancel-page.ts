import { formatInAmsterdam } from "../../../common/format/dates.ts";

/** What the cancel action answers: the place was given back, or why not. */
export type CancelActionData = { outcome: "canceled" } | { outcome: "failed"; message: string };

/** 'Je hebt je op 3 maart 2026 om 14:05 afgemeld.' */
export function canceledOnText(canceledAt: string | null): string {
  if (!canceledAt) return "Je hebt je afgemeld voor deze cursus.";
  return `Je hebt je op ${formatInAmsterdam(canceledAt, "d MMMM yyyy 'om' HH:mm")} afgemeld voor deze cursus.`;
}
