import type { StaffEventSummaryFragment } from "../../../graphql/generated.ts";

const badge = "inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold";

/** An event's status in words (never colour alone): visible or hidden, featured, canceled. */
export function EventBadges({
  event,
}: {
  event: Pick<StaffEventSummaryFragment, "visibilityStatus" | "featured" | "canceledAt">;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {event.visibilityStatus === "PUBLIC" ? (
        <span className={`${badge} border-green-700 bg-green-50 text-green-900`}>Zichtbaar</span>
      ) : (
        <span className={`${badge} border-slate-500 bg-slate-100 text-slate-800`}>Verborgen</span>
      )}
      {event.featured && <span className={`${badge} border-brand-700 bg-brand-50 text-brand-900`}>Uitgelicht</span>}
      {event.canceledAt && <span className={`${badge} border-red-700 bg-red-50 text-red-900`}>Geannuleerd</span>}
    </span>
  );
}
