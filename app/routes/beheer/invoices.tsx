import { Form, Link } from "react-router";
import type { Route } from "./+types/invoices.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { listPageQuery } from "../../features/beheer/list-page.ts";
import { ListFilters, SearchFilter, SelectFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { rowFieldName, rowFields, staffFields } from "../../features/beheer/field-definitions.ts";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { formText } from "../../lib/form-data.ts";
import {
  MarkInvoicePaidDocument,
  SendInvoiceReminderDocument,
  StaffInvoicesDocument,
  type InvoiceAction,
  type StaffInvoiceFilter,
} from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS, staffOrderPath } from "../../../common/site-paths.ts";
import { staffDownloadPath } from "../../../common/staff-downloads.ts";
import { formatDate } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import { centsToTypedEuros, typedEuros } from "../../../common/validation/staff-typed.ts";
import { typedDay } from "../../../common/validation/invoices.ts";
import { INVOICE_STATUS_LABELS } from "../../../common/vocabulary/invoices.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("orders.read");

const PAGE_SIZE = 50;

/** ?status= as staff read it in the address bar, and the API's filter. */
const FILTERS = { open: "OPEN", vervallen: "OVERDUE", betaald: "PAID", alle: "ALL" } as const;
type FilterName = keyof typeof FILTERS;
const FILTER_LABELS: Record<FilterName, string> = {
  open: "Open",
  vervallen: "Vervallen",
  betaald: "Betaald",
  alle: "Alle",
};

const isFilterName = (value: string | null): value is FilterName => value !== null && Object.hasOwn(FILTERS, value);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("status");
  const status: FilterName = isFilterName(requested) ? requested : "open";
  const list = listPageQuery(request, PAGE_SIZE);
  const filter: StaffInvoiceFilter = FILTERS[status];
  const result = await runStaffOperation(context, request, StaffInvoicesDocument, { ...list.variables, filter });
  // One key per invoice and page view: a double click posts the same key, so it counts once.
  const keys = Object.fromEntries(result.staffInvoices.nodes.map((invoice) => [invoice.id, crypto.randomUUID()]));
  return {
    invoices: result.staffInvoices,
    totals: result.staffInvoiceTotals,
    status,
    search: list.search,
    paged: list.paged,
    keys,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => formText(form, name);
  const invoiceId = text("invoiceId");
  const idempotencyKey = text("idempotencyKey");
  // Back to the same list: its filters, search and page stay.
  const back = `${STAFF_PATHS.invoices}${new URL(request.url).search}`;
  if (text("intent") === "herinnering") {
    try {
      await runStaffOperation(context, request, SendInvoiceReminderDocument, { input: { invoiceId, idempotencyKey } });
      return redirectWithNotice(context, back, "herinnering-verstuurd");
    } catch (error) {
      return formFailure(error, { kind: "reminder" as const, invoiceId, amount: "", paidOn: "" });
    }
  }
  const values = {
    kind: "payment" as const,
    invoiceId,
    amount: text(rowFieldName(invoiceId, "amount")),
    paidOn: text(rowFieldName(invoiceId, "paidOn")),
  };
  try {
    await runStaffOperation(context, request, MarkInvoicePaidDocument, {
      input: { invoiceId, amount: values.amount, paidOn: values.paidOn, idempotencyKey },
    });
    return redirectWithNotice(context, back, "betaling-geregistreerd");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Facturen", matches[0].loaderData);
}

type Failure = FormFailure<{ kind: "payment" | "reminder"; invoiceId: string; amount: string; paidOn: string }>;

/** The payment form's fields, with their labels and the shared rules the API checks them by. */
const PAYMENT_FIELDS = staffFields(
  { amount: typedEuros, paidOn: typedDay },
  { paidOn: "Ontvangen op", amount: "Bedrag (€)" },
);

type Invoice = Route.ComponentProps["loaderData"]["invoices"]["nodes"][number];

export default function InvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoices, totals, status, search, paged, keys } = loaderData;
  const failure = actionData as Failure | undefined;
  // A refused payment shows in its invoice's form; anything else (a reminder, an invoice no longer listed) above.
  const inForm = (invoice: Invoice) =>
    failure?.values.kind === "payment" &&
    failure.values.invoiceId === invoice.id &&
    invoice.actions.includes("MARK_PAID");
  const failureInForm = invoices.nodes.some(inForm);
  return (
    <>
      <h1 className={headingStyles.page}>Facturen</h1>
      <p className="mt-3 text-slate-700">
        Openstaand: {formatEuros(totals.openCents)} ({totals.openCount}) · vervallen: {formatEuros(totals.overdueCents)}{" "}
        ({totals.overdueCount})
      </p>
      {failure && !failureInForm && (
        <div className="mt-6">
          <ErrorBox title="Niet gelukt">{failure.message}</ErrorBox>
        </div>
      )}
      <ListFilters label="Facturen zoeken">
        <SearchFilter name="zoek" label="Zoek op factuurnummer, naam of e-mailadres" defaultValue={search} />
        <SelectFilter
          name="status"
          label="Status"
          defaultValue={status}
          options={(Object.keys(FILTERS) as FilterName[]).map((name) => ({ value: name, label: FILTER_LABELS[name] }))}
        />
      </ListFilters>
      <StaffList
        summary={invoices.totalCount === 1 ? "1 factuur" : `${invoices.totalCount} facturen`}
        caption="Facturen, nieuwste eerst"
        columns={COLUMNS}
        rows={invoices.nodes}
        rowKey={(invoice) => invoice.id}
        noun="facturen"
        paging={{
          filters: { status, zoek: search },
          paged,
          pageInfo: invoices.pageInfo,
          nextLabel: "Volgende facturen",
          widest: "?status=alle",
        }}
        below={(invoice) =>
          invoice.actions.length > 0 ? (
            <InvoiceActions
              invoice={invoice}
              idempotencyKey={keys[invoice.id] ?? ""}
              failure={inForm(invoice) ? failure : undefined}
            />
          ) : null
        }
      />
      <RegisterForm />
    </>
  );
}

const COLUMNS: readonly ListColumn<Invoice>[] = [
  {
    label: "Factuur",
    cell: (invoice) => (
      <>
        {invoice.number}
        <Link to={staffOrderPath(invoice.orderId)} className={`${textLinkStyle} block`}>
          Bestelling bekijken<span className="sr-only"> van factuur {invoice.number}</span>
        </Link>
      </>
    ),
  },
  { label: "Koper", cell: (invoice) => invoice.buyerName },
  {
    label: "Status",
    cell: (invoice) => `${INVOICE_STATUS_LABELS[invoice.status]}${invoice.overdue ? " (vervallen)" : ""}`,
  },
  { label: "Totaal", cell: (invoice) => formatEuros(invoice.totalCents), nowrap: true },
  {
    label: "Open",
    cell: (invoice) => (
      <>
        {formatEuros(invoice.openCents)}
        {invoice.lastPaidOn && (
          <span className="block text-sm text-slate-700">
            laatst betaald {formatDate(`${invoice.lastPaidOn}T12:00:00Z`)}
          </span>
        )}
      </>
    ),
  },
  { label: "Factuurdatum", cell: (invoice) => formatDate(invoice.issuedAt), nowrap: true },
  { label: "Vervaldatum", cell: (invoice) => formatDate(invoice.dueAt), nowrap: true },
];

function InvoiceActions(props: { invoice: Invoice; idempotencyKey: string; failure: Failure | undefined }) {
  const { invoice, idempotencyKey, failure } = props;
  // Each invoice on the page has its own payment form, its fields named after it.
  const fields = rowFields(PAYMENT_FIELDS, invoice.id);
  // The server says what this staff member may do with the invoice now (StaffInvoice.actions).
  const can = (action: InvoiceAction) => invoice.actions.includes(action);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-6">
      {/* Keyed by what is open: after a payment the amount field shows the new open amount, not what was typed. */}
      {can("MARK_PAID") && (
        <Form
          key={invoice.openCents}
          method="post"
          className="space-y-3"
          aria-label={`Betaling registreren voor ${invoice.number}`}
          noValidate
        >
          <input type="hidden" name="invoiceId" value={invoice.id} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <StaffFormErrors failure={failure} title="Niet geregistreerd" fields={fields} />
          <div className="flex flex-wrap items-end gap-3">
            <StaffTextField
              {...fields.paidOn}
              type="date"
              defaultValue={failure?.values.paidOn ?? ""}
              error={failure?.fieldErrors.paidOn}
            />
            <StaffTextField
              {...fields.amount}
              defaultValue={failure?.values.amount || centsToTypedEuros(invoice.openCents)}
              error={failure?.fieldErrors.amount}
            />
            <button type="submit" name="intent" value="betaling" className={buttonStyles.primary}>
              Betaling registreren
            </button>
          </div>
        </Form>
      )}
      {can("SEND_REMINDER") && (
        <Form method="post" aria-label={`Herinnering sturen voor ${invoice.number}`}>
          <input type="hidden" name="invoiceId" value={invoice.id} />
          <input type="hidden" name="idempotencyKey" value={`h-${idempotencyKey}`} />
          <button type="submit" name="intent" value="herinnering" className={buttonStyles.secondary}>
            Herinnering sturen
          </button>
        </Form>
      )}
    </div>
  );
}

/** The bookkeeping export: a GET form to the download, so it works without JavaScript. */
function RegisterForm() {
  const action = staffDownloadPath("factuurregister");
  return (
    <section aria-labelledby="factuurregister" className="mt-10 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="factuurregister" className={headingStyles.card}>
        Factuurregister voor de boekhouding
      </h2>
      <p className="mt-1 text-slate-700">
        Alle facturen en creditfacturen van een periode, met netto per btw-tarief, btw, bruto en betaaldatum.
      </p>
      <form method="get" action={action} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="register-van" className="block font-semibold">
            Van
          </label>
          <input
            id="register-van"
            name="van"
            type="date"
            required
            className="mt-1 rounded-md border-2 border-slate-500 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="register-tot" className="block font-semibold">
            Tot en met
          </label>
          <input
            id="register-tot"
            name="tot"
            type="date"
            required
            className="mt-1 rounded-md border-2 border-slate-500 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="register-formaat" className="block font-semibold">
            Bestandsformaat
          </label>
          <select
            id="register-formaat"
            name="formaat"
            defaultValue="xlsx"
            className="mt-1 rounded-md border-2 border-slate-500 px-3 py-2"
          >
            <option value="xlsx">Excel (xlsx)</option>
            <option value="csv">CSV</option>
          </select>
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Downloaden
        </button>
      </form>
      <p className="mt-2">
        <Link to={STAFF_PATHS.todos} className={textLinkStyle}>
          Naar de takenlijst
        </Link>
      </p>
    </section>
  );
}
