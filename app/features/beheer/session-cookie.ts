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
  return staffCookie(publicUrl, staffSessionCookieName(publicUrl), value, maxAge);
}

/** A cookie of the back office beside the session's, named after it (`<session cookie>-<suffix>`). */
function staffCookieName(publicUrl: string, suffix: string): string {
  return `${staffSessionCookieName(publicUrl)}-${suffix}`;
}

/** Every back-office cookie has the session cookie's attributes: HttpOnly, SameSite=Lax, Secure on https. */
export function staffCookie(publicUrl: string, name: string, value: string, maxAge: number): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The page a staff member asked for before signing in (`?terug=` of the sign-in page), kept in this browser from
 * the sign-in form until the mailed link is used: the link itself carries nothing but its token. An hour at most,
 * the longest a link lives. Only the sign-in link's page reads it, through safeReturnPath.
 */
export const RETURN_COOKIE_SECONDS = 60 * 60;

export function returnCookieName(publicUrl: string): string {
  return staffCookieName(publicUrl, "terug");
}

/** The notice after a form's redirect (staff-notice.ts): long enough to follow the redirect, not to surface later. */
export const NOTICE_COOKIE_SECONDS = 60;

export function noticeCookieName(publicUrl: string): string {
  return staffCookieName(publicUrl, "melding");
}

export function returnPathCookie(publicUrl: string, path: string): string {
  return staffCookie(publicUrl, returnCookieName(publicUrl), encodeURIComponent(path), RETURN_COOKIE_SECONDS);
}

export function clearedReturnPathCookie(publicUrl: string): string {
  return staffCookie(publicUrl, returnCookieName(publicUrl), "", 0);
}

/** The kept return path of this request, as the browser sent it (unchecked: pass it through safeReturnPath). */
export function readReturnPath(request: Request, publicUrl: string): string | null {
  return readStaffCookie(request, returnCookieName(publicUrl));
}

/** The value of one cookie of this request, URI-decoded; null when it is absent or no valid encoding. */
export function readStaffCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}
