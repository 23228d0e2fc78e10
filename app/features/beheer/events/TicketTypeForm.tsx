import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { staffTicketTypeSchema } from "../../../../common/validation/staff-events.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffCheckbox, StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { VAT_RATE_LABELS, type TicketTypeFormValues } from "./event-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const VAT_OPTIONS = Object.entries(VAT_RATE_LABELS).map(([value, label]) => ({ value, label }));

const FIELDS = staffFields(staffTicketTypeSchema.shape, {
  name: "Naam",
  description: "Omschrijving",
  price: "Prijs in euro's, inclusief btw",
  vatRate: "Btw-tarief",
  quantity: "Aantal plaatsen",
  maxPerOrder: "Maximaal per bestelling",
  saleStartsAt: "Verkoop vanaf",
  saleEndsAt: "Verkoop tot en met",
  sortOrder: "Volgorde",
});

/** The ticket type form: new and edit. `taken` (sold and held) is the lowest number of places allowed. */
export function TicketTypeForm({
  values,
  failure,
  submitLabel,
  taken,
}: {
  values: TicketTypeFormValues;
  failure: Failure;
  submitLabel: string;
  taken: number;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-8 max-w-3xl space-y-6">
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <StaffTextField
        {...FIELDS.name}
        hint="Bijvoorbeeld Regulier, Student of Lid."
        defaultValue={values.name}
        error={errors.name}
        maxLength={100}
      />
      <StaffTextArea
        {...FIELDS.description}
        rows={3}
        defaultValue={values.description}
        error={errors.description}
        maxLength={1000}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          {...FIELDS.price}
          hint="Bijvoorbeeld 35,00. Gratis: 0."
          defaultValue={values.price}
          error={errors.price}
        />
        <StaffSelect
          {...FIELDS.vatRate}
          hint="Staat op de factuur."
          defaultValue={values.vatRate}
          options={VAT_OPTIONS}
          error={errors.vatRate}
        />
        <StaffTextField
          {...FIELDS.quantity}
          hint={
            taken > 0
              ? `Er zijn er al ${taken} verkocht of gereserveerd; minder kan niet.`
              : "Hoeveel tickets van dit type er zijn."
          }
          defaultValue={values.quantity}
          error={errors.quantity}
        />
        <StaffTextField
          {...FIELDS.maxPerOrder}
          hint="Leeg: tot 100 per bestelling."
          defaultValue={values.maxPerOrder}
          error={errors.maxPerOrder}
        />
        <StaffTextField
          {...FIELDS.saleStartsAt}
          type="datetime-local"
          hint="Leeg: meteen."
          defaultValue={values.saleStartsAt}
          error={errors.saleStartsAt}
        />
        <StaffTextField
          {...FIELDS.saleEndsAt}
          type="datetime-local"
          hint="Leeg: tot het einde van het evenement."
          defaultValue={values.saleEndsAt}
          error={errors.saleEndsAt}
        />
        <StaffTextField
          {...FIELDS.sortOrder}
          hint="Lager staat eerder op de pagina; leeg is 0."
          defaultValue={values.sortOrder}
          error={errors.sortOrder}
        />
      </div>
      <StaffCheckbox
        name="visible"
        label="Zichtbaar en te koop"
        hint="Niet aangevinkt: verborgen, ook als er al tickets van verkocht zijn."
        defaultChecked={values.visible}
      />
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
