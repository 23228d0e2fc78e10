import {
  ApproveOrderDocument,
  ChangeTicketHolderDocument,
  RejectOrderDocument,
  ResendOrderConfirmationDocument,
} from "../../app/graphql/generated.ts";
import {
  emailValues,
  freeText,
  objectValues,
  pathValues,
  stringField,
  uuidValues,
  type BadValue,
  postedText,
  idempotencyKeyValues,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import { ensureAwaitingOrder } from "./order-world.ts";

/**
 * The back office's order operations. Every valid input changes something: a fresh idempotency key sends
 * a mail, a holder with a counter in the name changes the ticket, the approval order is made again when decided.
 */
let counter = 0;
const next = () => ++counter;
const or = (world: CorpusWorld) => world.orders;
const db = (world: CorpusWorld) => world.site.handle.db;

/** Bad idempotency keys: the forms send their own, so only a client that is not ours sends these. */
export const idempotencyKeys = (): BadValue[] => stringField(idempotencyKeyValues());

const resendOrderConfirmation: GraphQLTarget = {
  document: ResendOrderConfirmationDocument,
  staff: true,
  validInput: (world) => ({ orderId: or(world).paidOrderId, idempotencyKey: `corpus-sleutel-${next()}-${Date.now()}` }),
  fields: {
    "": objectValues(),
    orderId: uuidValues(
      (world) => or(world).paidOrderId,
      (world) => or(world).ticketId,
    ),
    idempotencyKey: idempotencyKeys(),
  },
};

const holderInput = () => {
  const n = next();
  return { firstName: `Piet ${n}`, lastName: `Klaassen ${n}`, email: `piet.${n}@corpus.example.org` };
};

const changeTicketHolder: GraphQLTarget = {
  document: ChangeTicketHolderDocument,
  staff: true,
  validInput: (world) => ({ ticketId: or(world).ticketId, ...holderInput() }),
  fields: {
    "": objectValues(),
    ticketId: uuidValues(
      (world) => or(world).ticketId,
      (world) => or(world).paidOrderId,
    ),
    firstName: stringField(freeText("Piet")),
    lastName: stringField(freeText("Klaassen")),
    email: stringField(emailValues("piet@corpus.example.org")),
  },
};

const review = (document: GraphQLTarget["document"]): GraphQLTarget => ({
  document,
  staff: true,
  validInput: (world) => ({ orderId: or(world).awaitingOrderId }),
  prepare: (world) => ensureAwaitingOrder(db(world), or(world)),
  prepareBaseline: (world) => ensureAwaitingOrder(db(world), or(world)),
  fields: {
    "": objectValues(),
    orderId: uuidValues(
      (world) => or(world).awaitingOrderId,
      (world) => or(world).ticketId,
    ),
  },
});

export const ORDER_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  resendOrderConfirmation,
  changeTicketHolder,
  approveOrder: review(ApproveOrderDocument),
  rejectOrder: review(RejectOrderDocument),
};

/** The order page's holder form (intent 'houder'); its field names carry the ticket's id. */
const orderHolderForm: FormTarget = {
  route: "routes/beheer/order.tsx",
  staff: true,
  transport: true,
  path: (world, param) => `/beheer/bestellingen/${encodeURIComponent(param ?? or(world).paidOrderId)}`,
  param: pathValues(
    (world) => or(world).paidOrderId,
    (world) => or(world).ticketId,
  ),
  fieldNames: {
    firstName: (world) => `${or(world).ticketId}.firstName`,
    lastName: (world) => `${or(world).ticketId}.lastName`,
    email: (world) => `${or(world).ticketId}.email`,
  },
  validForm: (world) => {
    const holder = holderInput();
    const ticketId = or(world).ticketId;
    return [
      ["intent", "houder"],
      ["ticketId", ticketId],
      [`${ticketId}.firstName`, holder.firstName],
      [`${ticketId}.lastName`, holder.lastName],
      [`${ticketId}.email`, holder.email],
    ];
  },
  fields: {
    firstName: postedText(freeText("Piet"), "Piet"),
    lastName: postedText(freeText("Klaassen"), "Klaassen"),
    email: postedText(emailValues("piet@corpus.example.org"), "piet@corpus.example.org"),
  },
};

export const ORDER_FORM_TARGETS: Record<string, FormTarget> = {
  "bestelling: tickethouder (beheer/order)": orderHolderForm,
};
