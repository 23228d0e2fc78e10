import { PARTIAL_ATTENDANCE_RULES, PARTIAL_RULE_LABELS } from "../../../../common/partial-attendance.ts";
import { formatTimeRange } from "../../../../common/format/dates.ts";
import type { StaffCertificateOverviewQuery } from "../../../graphql/generated.ts";
import type { StaffFieldDefinition } from "../field-definitions.ts";
import { StaffSelect, StaffTextField } from "../fields.tsx";
import { slotPointsField, workshopPointsField, type PartValues } from "./accreditation-parts-form.ts";

type Slot = StaffCertificateOverviewQuery["certificateOverview"]["programme"][number];

export const PART_RULE_FIELDS = {
  partialRule: { name: "partialRule", label: "Bij eerder vertrek", optional: false },
  minPercent: { name: "minPercent", label: "Minimaal aanwezig (procent)", optional: true },
} as const satisfies Record<string, StaffFieldDefinition>;

/** The label of a part's field, also in the error summary. */
export function partFieldDefinition(name: string, label: string): StaffFieldDefinition {
  return { name, label, optional: true };
}

const slotLabel = (slot: Slot) => `Punten voor het tijdvak ${formatTimeRange(slot.startsAt, slot.endsAt)}`;
const workshopLabel = (name: string) => `Punten voor ${name}`;

/**
 * Points per slot and workshop, and the rule for leaving early (decision 0037), inside the accreditation form. The
 * accreditation's points are then the plenary part's: an event's programme outside its workshop slots.
 */
export function AccreditationPartsFields({
  programme,
  values,
  fieldErrors,
}: {
  programme: Slot[];
  values: PartValues;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const errorOf = (name: string) => {
    const index = values.partNames.indexOf(name);
    return fieldErrors[`parts.${index}.points`] ?? (index >= 0 ? fieldErrors[`parts.${index}.slotId`] : undefined);
  };
  return (
    <>
      {programme.length > 0 && (
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Punten per onderdeel</legend>
          <p className="text-slate-700">
            De punten hierboven gelden voor het plenaire programma. Wie een workshop bijwoonde, krijgt er de punten van
            die workshop bij, of anders die van het tijdvak. Leeg: geen punten.
          </p>
          {programme.map((slot) => (
            <div key={slot.id} className="space-y-3 rounded-md border border-slate-300 p-4">
              <StaffTextField
                {...partFieldDefinition(slotPointsField(slot.id), slotLabel(slot))}
                defaultValue={values.partPoints[slotPointsField(slot.id)]}
                maxLength={10}
                error={errorOf(slotPointsField(slot.id))}
              />
              {slot.workshops.map((workshop) => (
                <StaffTextField
                  key={workshop.id}
                  {...partFieldDefinition(workshopPointsField(workshop.id), workshopLabel(workshop.name))}
                  hint="Leeg: de punten van het tijdvak"
                  defaultValue={values.partPoints[workshopPointsField(workshop.id)]}
                  maxLength={10}
                  error={errorOf(workshopPointsField(workshop.id))}
                />
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <StaffSelect
        {...PART_RULE_FIELDS.partialRule}
        hint="Wie bij de deur eerder is uitgecheckt, krijgt per onderdeel minder punten."
        defaultValue={values.partialRule}
        options={PARTIAL_ATTENDANCE_RULES.map((rule) => ({ value: rule, label: PARTIAL_RULE_LABELS[rule] }))}
        error={fieldErrors.partialRule}
      />
      <StaffTextField
        {...PART_RULE_FIELDS.minPercent}
        hint="Alleen bij 'alles of niets', bijvoorbeeld 80"
        defaultValue={values.minPercent}
        maxLength={4}
        error={fieldErrors.minPercent}
      />
    </>
  );
}
