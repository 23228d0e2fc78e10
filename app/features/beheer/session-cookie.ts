/**
 * The staff session cookie as the web app sets it after sign-in (decision 0011): HttpOnly (no script reads it),
 * SameSite=Lax (no other site's form posts carry it), Secure and `__Host-` prefixed on https, for the whole site,
 * living as long as the session's absolute lifetime. The API keeps the session itself.
 */
import { staffSessionCookieName } from "../../../common/staff-session.ts";

/** `maxAgeSeconds`: until the session's absolute end, as the API computed it. */
export function sessionCookie(publicUrl: string, token: string, maxAgeSeconds: number): string {
  return cookie(publicUrl, token, maxAgeSeconds);
}

export function clearedSessionCookie(publicUrl: string): string {
  return cookie(publicUrl, "", 0);
}

function cookie(publicUrl: string, value: string, maxAge: number): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${staffSessionCookieName(publicUrl)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
