import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appServicesContext } from "../../lib/app-services.ts";
import { noticeText, redirectWithNotice, staffNoticeMiddleware, takeStaffNotice } from "./staff-notice.ts";

const PUBLIC_URL = "https://forensischforum.example.org";
const NAME = "__Host-ff-beheer-melding";

function contextFor(publicUrl: string) {
  const context = new RouterContextProvider();
  context.set(appServicesContext, { ...context.get(appServicesContext), publicUrl });
  return context;
}

/** What the staff shell's loader took in the last request that ran it. */
let shown: string | null = null;
const showNotice = (context: RouterContextProvider) => {
  shown = takeStaffNotice(context);
  return new Response("pagina");
};

/** One request through the middleware; `page` is what the route's loaders or action do meanwhile. */
async function handle(cookie: string | null, page: (context: RouterContextProvider) => Response) {
  shown = null;
  const context = contextFor(PUBLIC_URL);
  const request = new Request(`${PUBLIC_URL}/beheer/evenementen`, { headers: cookie ? { cookie } : {} });
  const args = { request, context, params: {} } as unknown as Parameters<typeof staffNoticeMiddleware>[0];
  const response = (await staffNoticeMiddleware(args, () => Promise.resolve(page(context)))) as Response;
  return { shown, setCookie: response.headers.get("Set-Cookie") };
}

describe("the notice a back-office action leaves for the next page", () => {
  it("is written as a short-lived HttpOnly, SameSite=Lax, Secure cookie holding only its key", () => {
    const response = redirectWithNotice(contextFor(PUBLIC_URL), "/beheer/evenementen/1", "ticket-opgeslagen");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/beheer/evenementen/1");
    expect(response.headers.get("Set-Cookie")).toBe(
      `${NAME}=ticket-opgeslagen; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure`,
    );
    const counted = redirectWithNotice(contextFor("http://localhost:3000"), "/beheer", "cursus-geannuleerd", 3);
    expect(counted.headers.get("Set-Cookie")).toBe(
      "ff-beheer-melding=cursus-geannuleerd.3; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
  });

  it("is shown once by the page that reads it, which clears the cookie", async () => {
    const first = await handle(`${NAME}=ticket-opgeslagen`, showNotice);
    expect(first.shown).toBe("Het tickettype is opgeslagen.");
    expect(first.setCookie).toBe(`${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
    // The browser sends no cookie any more: the next page shows nothing and sets nothing.
    const next = await handle(null, showNotice);
    expect(next.shown).toBeNull();
    expect(next.setCookie).toBeNull();
  });

  it("waits for a request that shows it, and is not cleared by the action that sets the next one", async () => {
    const untouched = await handle(`${NAME}=ticket-opgeslagen`, () => new Response("data zonder de schil"));
    expect(untouched.setCookie).toBeNull();
    const action = await handle(`${NAME}=ticket-opgeslagen`, (context) =>
      redirectWithNotice(context, "/beheer/evenementen", "ticket-verwijderd"),
    );
    expect(action.setCookie).toBe(`${NAME}=ticket-verwijderd; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure`);
  });

  it("ignores a tampered or unknown value, and clears it", async () => {
    for (const value of ["onbekend", "%3Cscript%3E", "ticket-opgeslagen.3", "cursus-geannuleerd", "toString"]) {
      const answer = await handle(`${NAME}=${value}`, showNotice);
      expect(answer.shown).toBeNull();
      expect(answer.setCookie).toContain("Max-Age=0");
    }
  });

  it("says the count a counting notice carries", () => {
    expect(noticeText("cursus-geannuleerd.0")).toBe("De cursus is geannuleerd. Er is niemand (opnieuw) gemaild.");
    expect(noticeText("cursus-geannuleerd.1")).toBe("De cursus is geannuleerd. 1 deelnemer krijgt een e-mail.");
    expect(noticeText("cursus-geannuleerd.2")).toBe("De cursus is geannuleerd. 2 deelnemers krijgen een e-mail.");
  });
});
