import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

const REFRESH_INTERVAL_MS = 2500;
const MAX_REFRESHES = 6;

/**
 * While a payment is pending, asks the loader again every few seconds (it reconciles with the provider), a
 * limited number of times; after that the 'Vernieuwen' link remains. Without JavaScript only the link works.
 */
export function usePendingOrderRefresh(pending: boolean): void {
  const { revalidate, state } = useRevalidator();
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    if (!pending || state !== "idle" || refreshes >= MAX_REFRESHES) return;
    const timer = setTimeout(() => {
      setRefreshes((count) => count + 1);
      void revalidate();
    }, REFRESH_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [pending, state, refreshes, revalidate]);
}
