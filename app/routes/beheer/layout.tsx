import { useState } from "react";
import { Outlet, useLocation, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/layout.ts";
import { StaffShell } from "../../features/beheer/StaffShell.tsx";
import { StaffErrorBody, StaffErrorMain } from "../../features/beheer/StaffErrorPage.tsx";
import { currentStaff, requireStaff, staffMenu } from "../../features/beheer/staff-access.ts";
import { staffNoticeMiddleware, takeStaffNotice } from "../../features/beheer/staff-notice.ts";
import { appServices } from "../../lib/app-services.ts";
import { showsPublicFrame } from "../../features/beheer/public-frame.ts";

/** Every page below needs a staff session: without one, requireStaff sends the visitor to sign in first. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff, staffNoticeMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return {
    viewer: currentStaff(context),
    menu: staffMenu(context),
    siteName: appServices(context).siteName,
    notice: takeStaffNotice(context),
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const notice = useNoticeOfThisPage(loaderData);
  // A preview of a site page shows it in the public site's frame (app/features/beheer/public-frame.ts).
  if (useMatches().some((match) => showsPublicFrame(match.handle))) return <Outlet />;
  return (
    <StaffShell siteName={loaderData.siteName} viewer={loaderData.viewer} menu={loaderData.menu} notice={notice}>
      <Outlet />
    </StaffShell>
  );
}

/**
 * The notice while staff stay on the page it came with: moving on to another page (which runs no layout loader)
 * drops it, new loader data (after the next action) brings the next one.
 */
function useNoticeOfThisPage(loaderData: Route.ComponentProps["loaderData"]): string | null {
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ loaderData, key });
  if (arrival.loaderData !== loaderData) {
    setArrival({ loaderData, key });
    return loaderData.notice;
  }
  return arrival.key === key ? loaderData.notice : null;
}

/** A refused or failed back-office page, inside the back office's frame when the viewer is known. */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  const body = <StaffErrorBody error={useRouteError()} />;
  return loaderData ? (
    <StaffShell siteName={loaderData.siteName} viewer={loaderData.viewer} menu={loaderData.menu}>
      {body}
    </StaffShell>
  ) : (
    <StaffErrorMain>{body}</StaffErrorMain>
  );
}
