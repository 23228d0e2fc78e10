import { useNavigation } from "react-router";

/**
 * 'Laden...' while a client-side navigation waits for its loader, e.g. from a card to an event page. The live
 * region stays mounted so screen readers announce the text when it appears.
 */
export function EventLoadingNotice() {
  const loading = useNavigation().state === "loading";
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center"
    >
      {loading && (
        <span className="rounded-full bg-brand-900 px-5 py-2 font-semibold text-white shadow-lg">Laden...</span>
      )}
    </div>
  );
}
