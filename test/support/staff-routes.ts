/**
 * The back office's routes as the app declares them: every route below the back office's layout (app/routes.ts)
 * with the permissions its module's `handle` declares (app/features/beheer/staff-page.ts). The permission tests
 * and the browser sweep of the back office take the permissions from here instead of writing them out again.
 */
import path from "node:path";
import routes from "../../app/routes.ts";
import { pagePermissions } from "../../app/features/beheer/staff-page.ts";
import type { StaffOperation } from "../../common/staff-permissions.ts";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

export type StaffRoute = {
  /** The route's path exactly as app/routes.ts writes it: `beheer/bestellingen/:id`. */
  route: string;
  /** The module's file below app/. */
  file: string;
  /** Of which the page needs one; undefined when the module declares none. */
  permissions: readonly StaffOperation[] | undefined;
};

const STAFF_LAYOUT = "routes/beheer/layout.tsx";

/** Every route the back office's layout guards, with what its module declares. */
export async function staffRoutes(): Promise<StaffRoute[]> {
  const layout = (routes as RouteEntry[]).find((entry) => entry.file === STAFF_LAYOUT);
  if (!layout?.children) throw new Error(`${STAFF_LAYOUT} staat niet in app/routes.ts`);
  return Promise.all(
    layout.children.map(async (child) => {
      const route = child.path ?? "";
      const module = (await import(path.join(import.meta.dirname, "../../app", child.file))) as { handle?: unknown };
      return { route, file: child.file, permissions: pagePermissions(module.handle, `/${route}`) };
    }),
  );
}
