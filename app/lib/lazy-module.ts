import { useEffect, useState } from "react";

/**
 * A module the browser loads after the page is interactive rather than before (the form rules and zod stay
 * out of a page's first JavaScript, which scripts/bench/js-weight.ts measures). Loaded once, shared by every user.
 */
export type LazyModule<T> = { load: () => Promise<T> };

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  return { load: () => (pending ??= loader()) };
}

/**
 * The module once loaded in the browser; undefined on the server and in the first render after hydration, so
 * both render the same thing. Until then a form behaves as without JavaScript: the route action checks it.
 */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  useEffect(() => {
    let live = true;
    lazy.load().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => console.error("Formulierregels konden niet worden geladen:", error),
    );
    return () => {
      live = false;
    };
  }, [lazy]);
  return loaded?.module;
}
