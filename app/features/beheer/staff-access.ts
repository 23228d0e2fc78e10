/**
 * Who may see a /beheer page (decision 0012). The back office's layout runs `requireStaff` before any of its pages'
 * loaders and actions: without a valid staff session, the visitor goes to the sign-in page (and back after it).
 * A page that needs a permission says so with `requirePagePermission`; the API checks the same table again for
 * every operation, so hiding a link is a courtesy, never the protection.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { StaffViewerDocument, type StaffViewerQuery } from "../../graphql/generated.ts";
import { ApiError, runOperation } from "../../lib/app-services.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export type StaffViewer = NonNullable<StaffViewerQuery["staffViewer"]>;

export const staffViewerContext = createContext<StaffViewer | null>(null);

export const NO_ACCESS_MESSAGE = "Je hebt geen toegang tot dit deel van de beheeromgeving.";

/** The sign-in page, with the page to return to afterwards. */
export function signInPathFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === STAFF_PATHS.home ? STAFF_PATHS.signIn : `${STAFF_PATHS.signIn}?terug=${encodeURIComponent(back)}`;
}

/**
 * Where to go after signing in: only a page of the back office itself (never another site, nor '//host' or
 * '/\\host', which browsers read as another site), else the dashboard.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !/^\/beheer(\/[\w\-./%?=&]*)?$/.test(value) || value.includes("//") || value.includes("\\")) {
    return STAFF_PATHS.home;
  }
  return value;
}

export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { staffViewer } = await runOperation(context, StaffViewerDocument);
  if (!staffViewer) throw redirect(signInPathFor(request));
  context.set(staffViewerContext, staffViewer);
  return next();
};

/** The signed-in staff member of this request (set by requireStaff). */
export function currentStaff(context: Readonly<RouterContextProvider>): StaffViewer {
  const viewer = context.get(staffViewerContext);
  if (!viewer) throw new Error("requireStaff heeft niet gedraaid voor deze pagina");
  return viewer;
}

/** Refuses the page with 403 unless the signed-in staff member's roles allow `permission`. */
export function requirePagePermission(context: Readonly<RouterContextProvider>, permission: string): StaffViewer {
  const viewer = currentStaff(context);
  if (!viewer.permissions.includes(permission)) throw data({ message: NO_ACCESS_MESSAGE }, { status: 403 });
  return viewer;
}

/**
 * Runs a staff operation for a page. A session that ended meanwhile (signed out elsewhere, timed out) sends the
 * visitor to sign in again; a refusal by the permission table answers 403. Other errors are the caller's.
 */
export async function runStaffOperation<TData, TVariables extends Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const run = runOperation as (
      context: Readonly<RouterContextProvider>,
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
    ) => Promise<TData>;
    return await run(context, document, variables);
  } catch (error) {
    if (error instanceof ApiError && error.code === "UNAUTHENTICATED") throw redirect(signInPathFor(request));
    if (error instanceof ApiError && error.code === "FORBIDDEN") {
      throw data({ message: error.message }, { status: 403 });
    }
    throw error;
  }
}
