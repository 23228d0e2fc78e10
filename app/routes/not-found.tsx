import { data, Link } from "react-router";
import type { Route } from "./+types/not-found.ts";
import { pageTitle } from "../lib/page-title.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle("Pagina niet gevonden", matches[0].loaderData.siteName) }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-800">Oeps, deze pagina bestaat niet</h1>
      <p className="mt-6">
        <Link className="font-semibold text-brand-700 underline" to="/">
          Terug naar de startpagina
        </Link>
      </p>
    </main>
  );
}
