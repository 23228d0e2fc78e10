import { data } from "react-router";
import type { Route } from "./+types/personal-data-download.ts";
import { PersonalDataDocument } from "../graphql/generated.ts";
import { runOperation } from "../lib/app-services.ts";

/**
 * The JSON download of a "Mijn gegevens" link: the same data as the page, as a file. Never stored by a
 * browser or proxy, and never sent as a Referer (the link's token is in its address).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { personalData } = await runOperation(context, PersonalDataDocument, { token: params.token });
  if (personalData.status !== "VALID" || !personalData.data)
    throw data({ message: personalData.message }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const day = personalData.data.generatedAt.slice(0, 10);
  return new Response(`${JSON.stringify(personalData.data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mijn-gegevens-${day}.json"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
