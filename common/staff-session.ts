/**
 * The back office's session cookie (decision 0011). On https it carries the `__Host-` prefix, so the browser only
 * takes it Secure, from this very host, for path / — no subdomain or plain-http page can set or shadow it. Plain
 * http (http://localhost in development) cannot hold such a cookie, so there it has the plain name.
 */
export function staffSessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https:") ? "__Host-ff-beheer" : "ff-beheer";
}
