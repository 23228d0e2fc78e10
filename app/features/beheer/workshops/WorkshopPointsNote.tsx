import { Link } from "react-router";
import { formatPoints } from "../../../../common/format/points.ts";
import { staffCertificatesPath } from "../../../../common/site-paths.ts";
import type { StaffWorkshopPointsQuery } from "../../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../../lib/styles.ts";

type Props = { eventId: string; workshopId: string; overview: StaffWorkshopPointsQuery["certificateOverview"] };

/**
 * What attending this workshop earns on a certificate (decision 0037), with the way to change it: the points per
 * part are set with the event's accreditation, in one place, so a workshop's and its slot's cannot disagree.
 */
export function WorkshopPointsNote({ eventId, workshopId, overview }: Props) {
  const workshop = overview.programme.flatMap((slot) => slot.workshops).find((entry) => entry.id === workshopId);
  const text = !overview.accreditation
    ? "Dit evenement heeft nog geen accreditatie."
    : `Wie deze workshop bijwoont, krijgt ${formatPoints(workshop?.earns ?? "0")} punten erbij${
        workshop?.points ? " (eigen punten van de workshop)" : " (de punten van het tijdvak)"
      }.`;
  return (
    <section aria-labelledby="accreditatiepunten" className="mt-12">
      <h2 id="accreditatiepunten" className={headingStyles.card}>
        Accreditatiepunten
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
      <p className="mt-2">
        <Link to={`${staffCertificatesPath("EVENT", eventId)}#accreditatie`} className={textLinkStyle}>
          Punten per onderdeel wijzigen bij Certificaten
        </Link>
      </p>
    </section>
  );
}
