import { Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout.ts";
import { StaffShell } from "../../features/beheer/StaffShell.tsx";
import { StaffErrorBody, StaffErrorMain } from "../../features/beheer/StaffErrorPage.tsx";
import { currentStaff, requireStaff, staffMenu } from "../../features/beheer/staff-access.ts";
import { appServices } from "../../lib/app-services.ts";

/** Every page below needs a staff session: without one, requireStaff sends the visitor to sign in first. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export function loader({ context }: Route.LoaderArgs) {
  return { viewer: currentStaff(context), menu: staffMenu(context), siteName: appServices(context).siteName };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell siteName={loaderData.siteName} viewer={loaderData.viewer} menu={loaderData.menu}>
      <Outlet />
    </StaffShell>
  );
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
