import { Form, useNavigation } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffCheckbox, StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { VAT_RATE_LABELS, type TicketTypeFormValues } from "./event-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const VAT_OPTIONS = Object.entries(VAT_RATE_LABELS).map(([value, label]) => ({ value, label }));

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
      {failure && <ErrorBox title="Niet opgeslagen">{failure.message}</ErrorBox>}
      <StaffTextField
        name="name"
        label="Naam"
        hint="Bijvoorbeeld Regulier, Student of Lid."
        defaultValue={values.name}
        error={errors.name}
        maxLength={100}
      />
      <StaffTextArea
        name="description"
        label="Omschrijving"
        rows={3}
        optional
        defaultValue={values.description}
        error={errors.description}
        maxLength={1000}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          name="price"
          label="Prijs in euro's, inclusief btw"
          hint="Bijvoorbeeld 35,00. Gratis: 0."
          defaultValue={values.price}
          error={errors.price}
        />
        <StaffSelect
          name="vatRate"
          label="Btw-tarief"
          hint="Staat op de factuur."
          defaultValue={values.vatRate}
          options={VAT_OPTIONS}
          error={errors.vatRate}
        />
        <StaffTextField
          name="quantity"
          label="Aantal plaatsen"
          hint={
            taken > 0
              ? `Er zijn er al ${taken} verkocht of gereserveerd; minder kan niet.`
              : "Hoeveel tickets van dit type er zijn."
          }
          defaultValue={values.quantity}
          error={errors.quantity}
        />
        <StaffTextField
          name="maxPerOrder"
          label="Maximaal per bestelling"
          hint="Leeg: tot 100 per bestelling."
          optional
          defaultValue={values.maxPerOrder}
          error={errors.maxPerOrder}
        />
        <StaffTextField
          name="saleStartsAt"
          type="datetime-local"
          label="Verkoop vanaf"
          hint="Leeg: meteen."
          optional
          defaultValue={values.saleStartsAt}
          error={errors.saleStartsAt}
        />
        <StaffTextField
          name="saleEndsAt"
          type="datetime-local"
          label="Verkoop tot en met"
          hint="Leeg: tot het einde van het evenement."
          optional
          defaultValue={values.saleEndsAt}
          error={errors.saleEndsAt}
        />
        <StaffTextField
          name="sortOrder"
          label="Volgorde"
          hint="Lager staat eerder op de pagina; leeg is 0."
          optional
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
