import { data } from "react-router";
import type { Route } from "./+types/check-in-place.ts";
import { CheckInDoor } from "../../features/beheer/check-in/CheckInDoor.tsx";
import { performCheckIn, scopeFromSegments } from "../../features/beheer/check-in/check-in-request.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffCheckInListDocument } from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("checkin.perform");

const NOT_FOUND = { message: "Deze plek voor de check-in bestaat niet." };

/** One place's door: counters, the scanner, a code field, and the list of who is expected. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const scope = scopeFromSegments(params.soort, params.id);
  if (!scope) throw data(NOT_FOUND, { status: 404 });
  const search = new URL(request.url).searchParams.get("zoek") ?? "";
  try {
    const { checkInList } = await runStaffOperation(context, request, StaffCheckInListDocument, { scope, search });
    return { ...checkInList, scopeRef: scope, search };
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") throw data(NOT_FOUND, { status: 404 });
    throw error;
  }
}

/** Without JavaScript: a typed code, a person of the list, or an undo, posted here. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeFromSegments(params.soort, params.id);
  if (!scope) throw data(NOT_FOUND, { status: 404 });
  const answer = await performCheckIn(context, request, scope, await request.formData());
  return data(answer, { status: answer.kind === "refused" ? 400 : 200 });
}

/** This page alone may use the camera; what it shows is about people, so nothing stores it. */
export function headers() {
  return {
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=()",
    "Cache-Control": "no-store",
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.scope.name;
  return staffMeta(name ? `Check-in · ${name}` : "Check-in", matches[0].loaderData);
}

export default function CheckInPlace({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInDoor {...loaderData} answer={actionData ?? null} />;
}
