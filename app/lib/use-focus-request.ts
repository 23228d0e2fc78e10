import { useEffect, useState } from "react";

/**
 * Moves focus to an element by id after the next render, when it exists: a heading after a step change, an error
 * panel after a failed submit. Each request is a new object, so asking for the same id twice focuses it twice.
 */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    const target = document.getElementById(request.id);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }, [request]);
  return (id: string) => setRequest({ id });
}
