import { Link } from "react-router";
import { textLinkStyle } from "../../../lib/styles.ts";
import { staffDownloadPath } from "../../../../common/staff-downloads.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";

export type ParticipantFiles = {
  /** The download of the list, e.g. 'deelnemers-workshop'. */
  list: string;
  /** The attendance list PDF, e.g. 'presentielijst-workshop'; none for an event. */
  attendance?: string;
  id: string;
  /** 'workshop:<id>' etc., for the message form; shown only to staff who may send messages. */
  audience: string | null;
  /** What the files are of, for the links' accessible names, e.g. 'deze workshop'. */
  of: string;
};

/** The compose page of a message to an audience. */
function messageComposePath(audience: string): string {
  return `${STAFF_PATHS.messages}/nieuw?${new URLSearchParams({ doelgroep: audience }).toString()}`;
}

/** The participant list as CSV and XLSX, the attendance list as PDF, and 'Bericht sturen'. */
export function ParticipantLinks({ list, attendance, id, audience, of }: ParticipantFiles) {
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3" aria-label={`Deelnemers van ${of}`}>
      <li>
        <a href={staffDownloadPath(list, { id, formaat: "xlsx" })} className={textLinkStyle} download>
          Deelnemerslijst (Excel)
        </a>
      </li>
      <li>
        <a href={staffDownloadPath(list, { id, formaat: "csv" })} className={textLinkStyle} download>
          Deelnemerslijst (CSV)
        </a>
      </li>
      {attendance && (
        <li>
          <a href={staffDownloadPath(attendance, { id })} className={textLinkStyle} download>
            Presentielijst (PDF)
          </a>
        </li>
      )}
      {audience && (
        <li>
          <Link to={messageComposePath(audience)} className={textLinkStyle}>
            Bericht sturen
          </Link>
        </li>
      )}
    </ul>
  );
}
