import {
  MarkInvoicePaidDocument,
  ResolveStaffTodoDocument,
  SendInvoiceReminderDocument,
} from "../../app/graphql/generated.ts";
import {
  fromWorld,
  UNKNOWN_UUID,
  objectValues,
  refusedText,
  stringField,
  uuidValues,
  type BadValue,
  refused,
  postedText,
  idempotencyKeyValues,
  typedDayText,
  typedEurosText,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { ensureOpenTodo } from "./invoice-world.ts";
import { idempotencyKeys } from "./order-targets.ts";

/**
 * The back office's invoice operations. Every valid input changes something: a fresh idempotency key
 * registers a payment of one cent or sends a reminder; a to-do resolved by a case is raised again before the next.
 */
let counter = 0;
const freshKey = () => `corpus-sleutel-${++counter}-${Date.now()}`;
const inv = (world: CorpusWorld) => world.invoices;
const db = (world: CorpusWorld) => world.site.handle.db;

/** Yesterday as the date field sends it: a payment that arrived may not lie in the future. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A payment: the typed euros of every amount field, and more than is open or nothing at all. */
const amounts = (): BadValue[] => [
  ...typedEurosText(),
  refused("nul", "0"),
  refused("meer dan openstaat", "999999,99"),
  ...refusedText("0,01"),
];

const days = (): BadValue[] => [...typedDayText(), ...refusedText("11-03-2026")];

const markInvoicePaid: GraphQLTarget = {
  document: MarkInvoicePaidDocument,
  staff: true,
  validInput: (world) => ({
    invoiceId: inv(world).invoiceId,
    amount: "0,01",
    paidOn: yesterday(),
    idempotencyKey: freshKey(),
  }),
  fields: {
    "": objectValues(),
    invoiceId: uuidValues(
      (world) => inv(world).invoiceId,
      (world) => inv(world).orderId,
    ),
    amount: stringField(amounts()),
    paidOn: stringField(days()),
    idempotencyKey: idempotencyKeys(),
  },
};

const sendInvoiceReminder: GraphQLTarget = {
  document: SendInvoiceReminderDocument,
  staff: true,
  validInput: (world) => ({ invoiceId: inv(world).invoiceId, idempotencyKey: freshKey() }),
  fields: {
    "": objectValues(),
    invoiceId: uuidValues(
      (world) => inv(world).invoiceId,
      (world) => inv(world).orderId,
    ),
    idempotencyKey: idempotencyKeys(),
  },
};

const resolveStaffTodo: GraphQLTarget = {
  document: ResolveStaffTodoDocument,
  staff: true,
  validInput: (world) => ({ id: inv(world).todoId }),
  prepare: (world) => ensureOpenTodo(db(world), inv(world)),
  prepareBaseline: (world) => ensureOpenTodo(db(world), inv(world)),
  fields: {
    "": objectValues(),
    id: uuidValues(
      (world) => inv(world).todoId,
      (world) => inv(world).invoiceId,
    ),
  },
};

export const INVOICE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  markInvoicePaid,
  sendInvoiceReminder,
  resolveStaffTodo,
};

/** /beheer/facturen: 'Betaling registreren' (no intent) and 'Herinnering sturen' (intent herinnering). */
const invoicePaymentForm: FormTarget = {
  route: "routes/beheer/invoices.tsx",
  staff: true,
  transport: true,
  path: () => "/beheer/facturen",
  // Each invoice on the page has its own payment form, its fields named after it.
  fieldNames: {
    amount: (world) => `${inv(world).invoiceId}.amount`,
    paidOn: (world) => `${inv(world).invoiceId}.paidOn`,
  },
  validForm: (world) => [
    ["invoiceId", inv(world).invoiceId],
    [`${inv(world).invoiceId}.amount`, "0,01"],
    [`${inv(world).invoiceId}.paidOn`, yesterday()],
    ["idempotencyKey", freshKey()],
  ],
  fields: {
    invoiceId: postedText(
      [
        refused("geen UUID", "geen-uuid", "client"),
        refused("leeg", "", "client"),
        refused("onbekende UUID", UNKNOWN_UUID, "client"),
      ],
      (world) => inv(world).invoiceId,
    ),
    amount: postedText(amounts(), "0,01"),
    paidOn: postedText(days(), yesterday()),
    idempotencyKey: postedText(idempotencyKeyValues(), "sleutel-0123456789"),
  },
};

/** /beheer/taken: 'Afgehandeld' of one to-do. */
const todoForm: FormTarget = {
  route: "routes/beheer/todos.tsx",
  staff: true,
  transport: true,
  path: () => "/beheer/taken",
  prepare: (world) => ensureOpenTodo(db(world), inv(world)),
  prepareBaseline: (world) => ensureOpenTodo(db(world), inv(world)),
  validForm: (world) => [["todoId", inv(world).todoId]],
  fields: {
    todoId: postedText(
      [
        // A hidden field: no person types it, so the answer need not be a Dutch sentence, only a refusal.
        refused("geen UUID", "geen-uuid", "client"),
        refused("leeg", "", "client"),
        refused("onbekende UUID", UNKNOWN_UUID, "client"),
        refused(
          "UUID van de factuur",
          fromWorld((world) => inv(world).invoiceId),
          "client",
        ),
      ],
      "x",
    ),
  },
};

export const INVOICE_FORM_TARGETS: Record<string, FormTarget> = {
  "facturen: betaling registreren (beheer/invoices)": invoicePaymentForm,
  "taken: afgehandeld (beheer/todos)": todoForm,
};
