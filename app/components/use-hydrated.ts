import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Browser-only UI (banner, cookie bar) renders
 * behind it, so it is absent from the server HTML and hydration never mismatches; unlike a useEffect that
 * sets state, React switches it in the commit right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
