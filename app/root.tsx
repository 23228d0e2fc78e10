import "./lib/zod-without-eval.ts";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import { useLayoutEffect } from "react";
import { appServices } from "./lib/app-services.ts";
import { replayTypedBeforeHydration } from "./lib/typed-before-hydration.ts";
import { readFooter } from "./features/site-pages/footer.ts";
import { formatInAmsterdam } from "../common/format/dates.ts";
import type { RootData } from "./lib/meta.ts";
import { pageTitle } from "./lib/page-title.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "./lib/styles.ts";
import { Container } from "./components/Container.tsx";
import { SiteShell } from "./components/SiteShell.tsx";
import { isStaffPath } from "../common/site-paths.ts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../common/error-codes.ts";
import { SERVICE_UNAVAILABLE_STATUS } from "./lib/service-unavailable.ts";
import { TestEnvironmentNotice } from "./components/TestEnvironmentNotice.tsx";
import stylesheet from "./app.css?inline";
import stylesheetUrl from "./app.css?url";
import { StaffErrorBody, StaffErrorMain } from "./features/beheer/StaffErrorPage.tsx";

// The whole stylesheet (about 8 kB gzip) is inlined in the server's HTML instead of linked: on a slow phone
// connection a linked stylesheet costs a round trip before the first paint (decisions 0006 and 0040, measured against
// a cached linked file: `VITE_STYLESHEET=linked npm run bench:lighthouse`). The client bundle leaves it out (the
// <style> element from the server simply stays), so it is not downloaded twice.
const LINKED_STYLESHEET = import.meta.env.VITE_STYLESHEET === "linked";
const inlineStylesheet = import.meta.env.SSR && !LINKED_STYLESHEET ? stylesheet : "";

// Drawn by scripts/make-icons.ts from favicon.svg: the .ico for browsers without SVG icons (and for whoever asks
// /favicon.ico blindly), the touch icon for a phone's home screen.
export const links: Route.LinksFunction = () => [
  ...(LINKED_STYLESHEET ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { siteName, publicUrl, now, testEnvironmentNotice } = appServices(context);
  const footer = isStaffPath(new URL(request.url).pathname) ? null : await readFooter(context);
  return { siteName, publicUrl, year: formatInAmsterdam(now(), "yyyy"), testEnvironmentNotice, footer };
}

/** Used when the root loader did not run (an error before it); normally SITE_NAME via the loader. */
const FALLBACK_SITE_NAME = "Forensisch Forum";

/** The document and the site shell; it also frames the error page, so header and footer stay available. */
export function Layout({ children }: { children: React.ReactNode }) {
  // Once, right after hydration and before the first render that follows it (lib/typed-before-hydration.ts).
  useLayoutEffect(() => replayTypedBeforeHydration(document), []);
  const root = useRouteLoaderData<typeof loader>("root");
  const siteName = root?.siteName ?? FALLBACK_SITE_NAME;
  const { pathname } = useLocation();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* suppressHydrationWarning: the client renders this element empty on purpose (see above). */}
        {LINKED_STYLESHEET ? null : (
          <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />
        )}
        {/* Stylesheets and icons need no CSP nonce ('self'); without one the browser's blanked nonce matches. */}
        <Links nonce="" />
      </head>
      {/* body::after is the room kept below the footer while the notices float there (SiteNotices). */}
      <body className="bg-white font-sans text-slate-900 antialiased after:block after:h-(--site-notices-height,0px) after:bg-brand-900 after:content-['']">
        {root?.testEnvironmentNotice ? <TestEnvironmentNotice /> : null}
        {isStaffPath(pathname) ? (
          // The back office frames its own pages (app/features/beheer/StaffShell.tsx).
          children
        ) : (
          <SiteShell siteName={siteName} year={root?.year} footer={root?.footer ?? null}>
            {children}
          </SiteShell>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

type ErrorText = { heading: string; text: string };
const UNEXPECTED_ERROR: ErrorText = {
  heading: "Er is iets misgegaan",
  text: "Door een fout kon deze pagina niet worden getoond. Probeer het later opnieuw.",
};
/** The error pages with words of their own; every other status is an unexpected error. */
const ERROR_TEXTS: Record<number, ErrorText> = {
  404: { heading: "Deze pagina bestaat niet", text: "De pagina die je zoekt is verplaatst of bestaat niet meer." },
  // A link to something withdrawn, such as the PDF of a revoked certificate.
  410: { heading: "Niet meer beschikbaar", text: "Wat je zoekt is ingetrokken en niet meer beschikbaar." },
  429: {
    heading: "Te veel pogingen",
    text: "Je hebt te vaak een ongeldige link geprobeerd. Probeer het over een minuut opnieuw.",
  },
  [SERVICE_UNAVAILABLE_STATUS]: { heading: "Tijdelijk niet beschikbaar", text: SERVICE_UNAVAILABLE_MESSAGE },
};

/** Refusals and an outage are expected; the server has logged an outage already (db.unavailable). */
const EXPECTED_STATUSES = new Set([404, 410, 429, SERVICE_UNAVAILABLE_STATUS]);

/** Shown when a page fails unexpectedly, inside the shell's <main>; the site name comes from the root loader. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const siteName = useRouteLoaderData<typeof loader>("root")?.siteName ?? FALLBACK_SITE_NAME;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A back-office page refused before its loaders ran (its layout's middleware) has its refusal shown here.
  if (status === 403 && isStaffPath(pathname))
    return <StaffErrorMain>{<StaffErrorBody error={error} />}</StaffErrorMain>;
  const { heading, text } = ERROR_TEXTS[status] ?? UNEXPECTED_ERROR;
  if (!EXPECTED_STATUSES.has(status)) console.error(error);
  return (
    <Container className="max-w-3xl py-16">
      <title>{pageTitle(heading, siteName)}</title>
      <h1 className={headingStyles.page}>{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <a className={buttonStyles.primary} href="/">
          Terug naar de startpagina
        </a>
        <a className={textLinkStyle} href="/contact">
          Neem contact op
        </a>
      </p>
    </Container>
  );
}
