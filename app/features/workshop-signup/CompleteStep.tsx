import { Link } from "react-router";
import { NoticeBox } from "../../components/NoticeBox.tsx";
import { formatTimeFrame } from "../../../common/format/dates.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import type { DetailValues } from "./signup-view.ts";
import { StepHeading } from "./StepHeading.tsx";
import type { Workshop } from "./workshop-slots.ts";

/** Step 4: who is registered, and for what. */
export function CompleteStep({ details, chosen }: { details: DetailValues; chosen: Workshop[] }) {
  return (
    <div className="space-y-5">
      <StepHeading>Registratie is voltooid</StepHeading>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-900">Naam</dt>
        <dd className="text-slate-800">
          {details.firstName} {details.lastName}
        </dd>
        <dt className="font-semibold text-slate-900">E-mailadres</dt>
        <dd className="text-slate-800">{details.email}</dd>
      </dl>
      {chosen.length === 0 ? (
        <NoticeBox>Geen workshops geselecteerd</NoticeBox>
      ) : (
        <section aria-labelledby="gekozen-workshops">
          <h3 id="gekozen-workshops" className={headingStyles.card}>
            Je workshops
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {chosen.map((workshop) => (
              <li key={workshop.id}>
                <span className="font-semibold">{workshop.name}</span>
                <span className="text-slate-700">
                  {" "}
                  ({formatTimeFrame(workshop.timeFrame.start, workshop.timeFrame.end)}
                  {workshop.room && `, ${workshop.room}`})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/evenementen" className={textLinkStyle}>
          Naar de evenementen
        </Link>
      </p>
    </div>
  );
}
