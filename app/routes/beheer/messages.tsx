import type { Route } from "./+types/messages.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffMessagesDocument } from "../../graphql/generated.ts";
import { headingStyles } from "../../lib/styles.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

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
  return { messages: staffMessages, paged: Boolean(after) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Berichten", matches[0].loaderData);
}

type Message = Route.ComponentProps["loaderData"]["messages"]["nodes"][number];

const COLUMNS: readonly ListColumn<Message>[] = [
  { label: "Onderwerp", rowHeader: true, cell: (message) => message.subject },
  { label: "Aan", cell: (message) => message.audienceName },
  { label: "Ontvangers", cell: (message) => message.recipientCount },
  { label: "Door", cell: (message) => message.staffName },
  { label: "Verstuurd", cell: (message) => formatInAmsterdam(message.createdAt, "d MMMM yyyy, HH:mm") },
];

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, paged } = loaderData;
  return (
    <>
      <h1 className={headingStyles.page}>Berichten</h1>
      <p className="mt-4 max-w-prose text-slate-800">
        Een nieuw bericht stuur je vanaf de deelnemerslijst van een evenement, een workshop of een cursus, met de link
        &lsquo;Bericht sturen&rsquo;.
      </p>
      <StaffList
        caption="Verstuurde berichten, nieuwste eerst"
        columns={COLUMNS}
        rows={messages.nodes}
        rowKey={(message) => message.id}
        noun="berichten"
        empty="Er zijn nog geen berichten verstuurd."
        paging={{ filters: {}, paged, pageInfo: messages.pageInfo, nextLabel: "Oudere berichten" }}
      />
    </>
  );
}
