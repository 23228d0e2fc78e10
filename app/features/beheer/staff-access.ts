/**
 * Who may see a /beheer page (decision 0012). The back office's layout runs `requireStaff` before any of its pages'
 * loaders and actions: without a valid staff session, the visitor goes to the sign-in page (and back after it);
 * without the permission the page declares in its handle (./staff-page.ts), or with a page that declares none, the
 * answer is 403. The API checks the same table again for every operation.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { StaffViewerDocument, type StaffViewerQuery } from "../../graphql/generated.ts";
import { ApiError, routeHandlesContext, runOperation } from "../../lib/app-services.ts";
import { navigationFor, type StaffNavItem } from "./navigation.ts";
import { NO_ACCESS_MESSAGE } from "./no-access.ts";
import { pagePermissions } from "./staff-page.ts";
import { redirectWithNotice } from "./staff-notice.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export type StaffViewer = NonNullable<StaffViewerQuery["staffViewer"]>;

const staffViewerContext = createContext<StaffViewer | null>(null);

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

export const requireStaff: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const { staffViewer } = await runOperation(context, StaffViewerDocument);
  if (!staffViewer) throw redirect(signInPathFor(request));
  // React Router joins the matched routes' paths without a leading slash ('beheer/bestellingen/:id').
  const page = `/${pattern.replace(/^\/+/, "")}`;
  if (staffViewer.passkeyRecovery) {
    // Signed in by link while a passkey is required (decision 0039): only one's own account, to register one.
    if (!isOwnAccountPage(page)) throw redirectWithNotice(context, STAFF_PATHS.account, "passkey-verplicht");
    context.set(staffViewerContext, staffViewer);
    return next();
  }
  const required = pagePermissions(context.get(routeHandlesContext)(page), page);
  if (!required?.some((permission) => staffViewer.permissions.includes(permission))) {
    throw data({ message: NO_ACCESS_MESSAGE }, { status: 403 });
  }
  context.set(staffViewerContext, staffViewer);
  return next();
};

function isOwnAccountPage(page: string): boolean {
  return page === STAFF_PATHS.account || page.startsWith(`${STAFF_PATHS.account}/`);
}

/** The signed-in staff member of this request (set by requireStaff). */
export function currentStaff(context: Readonly<RouterContextProvider>): StaffViewer {
  const viewer = context.get(staffViewerContext);
  if (!viewer) throw new Error("requireStaff heeft niet gedraaid voor deze pagina");
  return viewer;
}

/** The menu of the signed-in staff member of this request: the pages their roles open. */
export function staffMenu(context: Readonly<RouterContextProvider>): StaffNavItem[] {
  return navigationFor(currentStaff(context).permissions, context.get(routeHandlesContext));
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
    if (error instanceof ApiError && error.code === "PASSKEY_REQUIRED") {
      throw redirectWithNotice(context, STAFF_PATHS.account, "passkey-verplicht");
    }
    throw error;
  }
}
