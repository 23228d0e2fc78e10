import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import { appServices } from "./lib/app-services.ts";
import type { RootData } from "./lib/meta.ts";
import { pageTitle } from "./lib/page-title.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ context }: Route.LoaderArgs): RootData {
  const { siteName, publicUrl } = appServices(context);
  return { siteName, publicUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown when a page fails unexpectedly; the site name comes from the root loader when it ran. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const siteName = rootData?.siteName ?? "Forensisch Forum";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Deze pagina bestaat niet" : "Er is iets misgegaan";
  const text = notFound
    ? "De pagina die je zoekt is verplaatst of bestaat niet meer."
    : "Door een fout kon deze pagina niet worden getoond. Probeer het later opnieuw.";
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <title>{pageTitle(heading, siteName)}</title>
      <h1 className="text-3xl font-bold text-brand-800">{heading}</h1>
      <p className="mt-4 text-lg">{text}</p>
      <p className="mt-8">
        <a className="font-semibold text-brand-700 underline" href="/">
          Terug naar de startpagina
        </a>
      </p>
    </main>
  );
}
