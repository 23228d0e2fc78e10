import { Link } from "react-router";
import type { Route } from "./+types/home.ts";
import { FeaturedEventQueryDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";
import { formatInAmsterdam } from "../lib/format.ts";
import { pageTitle } from "../lib/page-title.ts";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { currentFeaturedEvent } = await runOperation(context, FeaturedEventQueryDocument);
    return { featuredEvent: currentFeaturedEvent, featuredEventError: null };
  } catch {
    return { featuredEvent: null, featuredEventError: "Het uitgelichte evenement kon niet worden geladen." };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle("Home", matches[0].loaderData.siteName) },
    { name: "description", content: "Hét kennis- en netwerkplatform voor het forensisch werkveld." },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredEvent, featuredEventError } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold text-brand-800">Samen verantwoordelijk voor de Forensische keten</h1>
      <section aria-labelledby="evenementen" className="mt-12 rounded-lg bg-brand-50 p-6">
        <h2 id="evenementen" className="text-2xl font-semibold text-brand-800">
          Evenementen
        </h2>
        {featuredEventError && (
          <p role="alert" className="mt-4 text-red-800">
            {featuredEventError}
          </p>
        )}
        {featuredEvent && (
          <div className="mt-4">
            <p className="text-xl font-semibold">{featuredEvent.name}</p>
            <p className="mt-1">{formatInAmsterdam(featuredEvent.timeFrame.start, "EEEE d MMMM yyyy")}</p>
            <Link
              className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
              to={`/evenementen/${featuredEvent.id}`}
            >
              Tickets
            </Link>
          </div>
        )}
        <p className="mt-6">
          <Link className="font-semibold text-brand-700 underline" to="/overige-evenementen">
            Bekijk alle evenementen
          </Link>
        </p>
      </section>
    </main>
  );
}
