import type { Route } from "./+types/messages.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffMessagesDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("participants.message");

const PAGE_SIZE = 50;

/** The messages sent to participants, newest first. A new one starts from a participant list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const after = url.searchParams.get("na");
  const { staffMessages } = await runStaffOperation(context, request, StaffMessagesDocument, {
    first: PAGE_SIZE,
    ...(after ? { after } : {}),
  });
  return { messages: staffMessages };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Berichten", matches[0].loaderData);
}

const cell = "px-4 py-3 align-top";

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <>
      <h1 className={headingStyles.page}>Berichten</h1>
      <p className="mt-4 max-w-prose text-slate-800">
        Een nieuw bericht stuur je vanaf de deelnemerslijst van een evenement, een workshop of een cursus, met de link
        &lsquo;Bericht sturen&rsquo;.
      </p>
      {messages.nodes.length === 0 ? (
        <p className="mt-8">Er zijn nog geen berichten verstuurd.</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Verstuurde berichten, nieuwste eerst</caption>
            <thead className="bg-slate-100">
              <tr>
                {["Onderwerp", "Aan", "Ontvangers", "Door", "Verstuurd"].map((label) => (
                  <th key={label} scope="col" className={cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {messages.nodes.map((message) => (
                <tr key={message.id} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} font-normal`}>
                    {message.subject}
                  </th>
                  <td className={cell}>{message.audienceName}</td>
                  <td className={cell}>{message.recipientCount}</td>
                  <td className={cell}>{message.staffName}</td>
                  <td className={cell}>{formatInAmsterdam(message.createdAt, "d MMMM yyyy, HH:mm")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {messages.pageInfo.hasNextPage && messages.pageInfo.endCursor && (
        <p className="mt-6">
          <a
            href={`${STAFF_PATHS.messages}?na=${encodeURIComponent(messages.pageInfo.endCursor)}`}
            className={textLinkStyle}
          >
            Oudere berichten
          </a>
        </p>
      )}
    </>
  );
}
