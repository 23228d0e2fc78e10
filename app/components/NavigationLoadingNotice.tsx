import { useNavigation } from "react-router";

const DEFAULT_LABEL = () => "Laden...";

/**
 * A notice while a client-side navigation waits for its loader, e.g. 'Laden...' from a card to an event page.
 * `labelFor` names what is loading from the destination's path ('Cursus wordt geladen...'). The live region
 * stays mounted so screen readers announce the text when it appears.
 */
export function NavigationLoadingNotice({ labelFor = DEFAULT_LABEL }: { labelFor?: (pathname: string) => string }) {
  const { state, location } = useNavigation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center"
    >
      {state === "loading" && location && (
        <span className="rounded-full bg-brand-900 px-5 py-2 font-semibold text-white shadow-lg">
          {labelFor(location.pathname)}
        </span>
      )}
    </div>
  );
}
