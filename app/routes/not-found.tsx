import { data, Link } from "react-router";
import type { Route } from "./+types/not-found.ts";
import { Container } from "../components/Container.tsx";
import { pageMeta } from "../lib/meta.ts";
import { buttonStyles, textLinkStyle } from "../lib/styles.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Pagina niet gevonden",
      description: "Deze pagina bestaat niet. Ga verder naar de evenementen, de Vakschool of de startpagina.",
      path: location.pathname,
    }),
    // A missing page is no page for search engines.
    { name: "robots", content: "noindex" },
  ];
}

const SUGGESTIONS = [
  { to: "/evenementen", label: "Evenementen", text: "Congressen, studiedagen en andere bijeenkomsten" },
  { to: "/vakschool", label: "Vakschool", text: "Gratis cursussen bij de vrienden van het Forum" },
  { to: "/over-ons", label: "Over ons", text: "Onze missie en het bestuur" },
  { to: "/contact", label: "Contact", text: "E-mail, postadres en veelgestelde vragen" },
];

export default function NotFound() {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <p className="text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        Oeps, deze pagina bestaat niet
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        De pagina die je zoekt is verplaatst of heeft nooit bestaan. Misschien helpt een van de pagina's hieronder je
        verder. Kom je er niet uit?{" "}
        <Link to="/contact" className={textLinkStyle}>
          Neem contact met ons op
        </Link>
        .
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {SUGGESTIONS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block h-full rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-brand-800 underline underline-offset-4">
                {item.label}
              </span>
              <span className="mt-1 block text-slate-700">{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link to="/" className={buttonStyles.primary}>
          Terug naar de startpagina
        </Link>
      </p>
    </Container>
  );
}
