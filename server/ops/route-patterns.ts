/**
 * The route pattern of a request path (`/vakschool/wachtlijst/:token`), for the metrics' labels: a raw path would
 * put secret tokens and codes in Prometheus, and a label per path would grow without end. The web app's routes
 * come from React Router (its build's route table in server/main.ts); a path no route matches has no pattern.
 */
import { matchRoutes, type RouteObject } from "react-router";

/** A route as both React Router's build and its route config describe it. */
export type RouteShape = { path?: string | undefined; index?: boolean | undefined; children?: RouteShape[] };

export type RoutePatternOf = (path: string) => string | undefined;

/** React Router's single-fetch data of a page: `<path>.data`, and `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";

/**
 * How many paths' patterns are kept: matching re-ranks the whole route tree on every call (a fifth of a busy
 * process's time on a prerendered page), while a site has a few hundred distinct public paths. Paths with tokens
 * are as many as there are tokens, so the memory is bounded: when full, it starts again.
 */
const REMEMBERED_PATHS = 2000;

export function routePatternMatcher(routes: RouteShape[]): RoutePatternOf {
  const patternOf = uncachedMatcher(routes.map(toRouteObject));
  const remembered = new Map<string, string | undefined>();
  return (path) => {
    if (remembered.has(path)) return remembered.get(path);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    const pattern = patternOf(path);
    remembered.set(path, pattern);
    return pattern;
  };
}

function uncachedMatcher(objects: RouteObject[]): RoutePatternOf {
  return (path) => {
    const isData = path.endsWith(DATA_SUFFIX);
    const pagePath = !isData ? path : path === "/_root.data" ? "/" : path.slice(0, -DATA_SUFFIX.length);
    const matches = matchRoutes(objects, pagePath);
    if (!matches) return undefined;
    const segments = matches.map((match) => match.route.path ?? "").filter((segment) => segment !== "");
    const pattern = `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
    return isData ? `${pattern}${DATA_SUFFIX}` : pattern;
  };
}

function toRouteObject(route: RouteShape): RouteObject {
  if (route.index) return { index: true, path: route.path };
  return { path: route.path, children: route.children?.map(toRouteObject) };
}

/** React Router's build lists its routes flat, each naming its parent; this makes the tree of them. */
export function routeTreeOfBuild(
  routes: Record<string, { id: string; parentId?: string | undefined; path?: string; index?: boolean } | undefined>,
): RouteShape[] {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteShape[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ path: route.path, index: route.index, children: childrenOf(route.id) }));
  return childrenOf(undefined);
}

type BuildRoute = { id: string; parentId?: string | undefined; path?: string; module: { handle?: unknown } };

/**
 * Each route's `handle` by its full pattern (`/beheer/bestellingen/:id`, as React Router hands a middleware its
 * `pattern`), so the back office's layout can enforce the permission each of its pages declares. Where a layout
 * and its index route share a pattern, the route that declares a handle wins.
 */
export function routeHandlesByPattern(routes: Record<string, BuildRoute | undefined>): ReadonlyMap<string, unknown> {
  const byId = new Map(
    Object.values(routes)
      .filter((route) => route !== undefined)
      .map((route) => [route.id, route]),
  );
  const patternOf = (route: BuildRoute): string => {
    const segments: string[] = [];
    for (let at: BuildRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) segments.unshift(at.path);
    }
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
  const handles = new Map<string, unknown>();
  for (const route of byId.values()) {
    if (route.module.handle !== undefined) handles.set(patternOf(route), route.module.handle);
  }
  return handles;
}
