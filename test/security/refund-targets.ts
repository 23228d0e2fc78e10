/**
 * The corpus's cases for cancelling orders and refunds in the back office. Before every case a fresh
 * paid iDEAL order (3 tickets, € 235) is made, so each case meets an order that can be cancelled and refunded.
 */
import { CancelOrderDocument, RefundOrderDocument } from "../../app/graphql/generated.ts";
import { insertCancelableOrder } from "../support/factories/orders.ts";
import {
  absent,
  fromWorld,
  objectValues,
  pathValues,
  uuidValues,
  type BadValue,
  idempotencyKeyValues,
} from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import { idempotencyKeys } from "./order-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

type RefundRows = { orderId: string; ticketId: string; otherTicketId: string };
const current = new WeakMap<CorpusWorld, RefundRows>();

async function freshOrder(world: CorpusWorld): Promise<void> {
  const db = world.site.handle.db;
  const order = await insertCancelableOrder(db, { paymentMethod: "IDEAL" });
  const other = await insertCancelableOrder(db, { paymentMethod: "IDEAL" });
  current.set(world, { orderId: order.orderId, ticketId: order.tickets[0]!.id, otherTicketId: other.tickets[0]!.id });
}

const rows = (world: CorpusWorld): RefundRows => {
  const found = current.get(world);
  if (!found) throw new Error("Geen corpusbestelling: prepare liep niet");
  return found;
};

let keys = 0;
const nextKey = () => `corpus-${process.pid}-${keys++}`;

const staffTarget = { staff: true, prepare: freshOrder, prepareBaseline: freshOrder } as const;

/** Cents: never negative, fractional or beyond what was paid (€ 235). */
function centsValues(required: boolean): BadValue[] {
  return [
    refused("negatief", -1),
    ...(required ? [refused("nul", 0)] : []),
    refused("meer dan betaald", 23501),
    refused("grootste Int", 2147483647),
    refused("groter dan Int", 2147483648, "client"),
    refused("breuk", 1.5, "client"),
    refused("tekst", "1", "client"),
    refused("boolean", true, "client"),
    ...(required ? absent() : []),
  ];
}

const orderId = (world: CorpusWorld) => rows(world).orderId;
const ticketInsteadOfOrder = (world: CorpusWorld) => rows(world).ticketId;

export const REFUND_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  cancelOrder: {
    document: CancelOrderDocument,
    ...staffTarget,
    validInput: (world) => ({
      orderId: rows(world).orderId,
      ticketIds: [rows(world).ticketId],
      refundCents: 9500,
      idempotencyKey: nextKey(),
    }),
    fields: {
      "": objectValues(),
      orderId: uuidValues(orderId, ticketInsteadOfOrder),
      ticketIds: [
        refused("lege lijst", []),
        refused("geen UUID", ["geen-uuid"], "client"),
        refused("onbekend ticket", ["00000000-0000-4000-8000-000000000000"]),
        refused(
          "ticket van een andere bestelling",
          fromWorld((world) => [rows(world).otherTicketId]),
        ),
        refused("getal", [5], "client"),
      ],
      refundCents: centsValues(false),
      idempotencyKey: idempotencyKeys(),
    },
  },
  refundOrder: {
    document: RefundOrderDocument,
    ...staffTarget,
    validInput: (world) => ({ orderId: rows(world).orderId, amountCents: 5000, idempotencyKey: nextKey() }),
    fields: {
      "": objectValues(),
      orderId: uuidValues(orderId, ticketInsteadOfOrder),
      amountCents: centsValues(true),
      idempotencyKey: idempotencyKeys(),
    },
  },
};

const orderPath =
  (below: string) =>
  (world: CorpusWorld, id = rows(world).orderId) =>
    `/beheer/bestellingen/${encodeURIComponent(id)}/${below}`;
const orderParam = pathValues(orderId, ticketInsteadOfOrder);

/** The form's hidden key, as a person's browser would post it after tampering. */
const typedKeyValues: BadValue[] = idempotencyKeyValues().map((bad) => ({ ...bad, audience: "person" }));

const typedAmountValues = (required: boolean): BadValue[] => [
  refused("geen bedrag", "veel"),
  refused("negatief", "-1,00"),
  refused("meer dan betaald", "235,01"),
  refused("te groot", "99999999"),
  refused("drie decimalen", "1,005"),
  ...(required ? [refused("nul", "0")] : []),
];

const orderCancel: FormTarget = {
  route: "routes/beheer/order-cancel.tsx",
  path: orderPath("annuleren"),
  param: orderParam,
  validForm: (world) => [
    ["tickets", rows(world).ticketId],
    ["terugbetalen", "95,00"],
    ["sleutel", nextKey()],
  ],
  ...staffTarget,
  fields: {
    tickets: [
      refused("geen UUID", "geen-uuid"),
      refused("onbekend ticket", "00000000-0000-4000-8000-000000000000"),
      refused(
        "ticket van een andere bestelling",
        fromWorld((world) => rows(world).otherTicketId),
      ),
    ],
    terugbetalen: typedAmountValues(false),
    sleutel: typedKeyValues,
  },
  transport: true,
};

const orderRefund: FormTarget = {
  route: "routes/beheer/order-refund.tsx",
  path: orderPath("terugbetalen"),
  param: orderParam,
  validForm: () => [
    ["bedrag", "50,00"],
    ["sleutel", nextKey()],
  ],
  ...staffTarget,
  fields: { bedrag: typedAmountValues(true), sleutel: typedKeyValues },
  transport: true,
};

export const REFUND_FORM_TARGETS: Record<string, FormTarget> = {
  "bestelling annuleren (order-cancel)": orderCancel,
  "terugbetalen (order-refund)": orderRefund,
};
