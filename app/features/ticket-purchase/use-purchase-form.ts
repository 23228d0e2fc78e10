import { useEffect, useState, type FormEvent } from "react";
import { afterPointerRelease, watchPointer } from "../../lib/after-pointer-release.ts";
import { lazyModule, useLazyModule } from "../../lib/lazy-module.ts";
import { useFocusRequest } from "../../lib/use-focus-request.ts";
import type { OfferedPaymentMethod } from "../../../common/validation/purchase-basics.ts";
import { detailFieldLabel } from "./detail-fields.ts";
import type { SummaryEntry } from "../../components/form/ErrorSummary.tsx";
import type { OfferedTicketType } from "./offered-ticket-types.ts";
import {
  chosenLines,
  emptyPurchaseForm,
  orderTotal,
  quantityFieldName,
  ticketStepErrors,
  TICKETS_ERROR,
  type DetailField,
  type FieldErrors,
  type PurchaseActionData,
  type PurchaseFormValues,
  type PurchaseIntent,
  type PurchaseStep,
} from "./purchase-form.ts";

export const ORDER_ERROR_ID = "aanmelden-bestelfout";
const headingId = (step: PurchaseStep) => `aanmelden-stap-${step}`;
const summaryId = (step: PurchaseStep) => `aanmelden-fouten-stap-${step}`;

/**
 * The personal details' rules (zod), loaded after the page; until then an order goes to the route action, which
 * checks it. Step 1 and the live total need no zod and work from the first render.
 */
const purchaseRules = lazyModule(() => import("./purchase-rules.ts"));

type Submitted = Record<PurchaseStep, boolean>;

function submittedFrom(actionData: PurchaseActionData | null): Submitted {
  const hasErrors = actionData ? Object.keys(actionData.errors).length > 0 : false;
  return { 1: actionData?.step === 1 && hasErrors, 2: actionData?.step === 2 && hasErrors };
}

function touchedFrom(actionData: PurchaseActionData | null): Record<string, boolean> {
  return Object.fromEntries(Object.keys(actionData?.errors ?? {}).map((name) => [name, true]));
}

/** Errors appear once a field was left, or for every field once its step was submitted. */
function shown(errors: FieldErrors, touched: Record<string, boolean>, submitted: boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => submitted || touched[name]));
}

function summaryEntries(errors: FieldErrors, offered: OfferedTicketType[]): SummaryEntry[] {
  return Object.entries(errors).flatMap(([name, message]) => {
    if (!message) return [];
    if (name === TICKETS_ERROR) {
      const first = offered[0];
      return first ? [{ field: quantityFieldName(first.id), text: message }] : [];
    }
    const ticketType = offered.find((type) => quantityFieldName(type.id) === name);
    const label = ticketType ? `Aantal ${ticketType.name}` : detailFieldLabel(name);
    return [{ field: name, text: label ? `${label}: ${message}` : message }];
  });
}

function submitIntent(event: FormEvent<HTMLFormElement>, step: PurchaseStep): PurchaseIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const value = submitter instanceof HTMLButtonElement ? submitter.value : "";
  if (value === "next" || value === "back" || value === "order") return value;
  return step === 1 ? "next" : "order";
}

/**
 * The purchase form in the browser: the same checks as the route action, run as the buyer types, and steps
 * switched without a round trip. Only a valid order goes to the server. The initial state comes from the
 * action's answer when there is one, so the page rendered without JavaScript shows the same thing.
 */
export function usePurchaseForm(offered: OfferedTicketType[], actionData: PurchaseActionData | null) {
  const [values, setValues] = useState<PurchaseFormValues>(() => actionData?.values ?? emptyPurchaseForm(offered));
  const [step, setStep] = useState<PurchaseStep>(actionData?.step ?? 1);
  const [touched, setTouched] = useState(() => touchedFrom(actionData));
  const [submitted, setSubmitted] = useState(() => submittedFrom(actionData));
  const requestFocus = useFocusRequest();
  useEffect(watchPointer, []);

  // A new answer from the action (an order that failed): show its step and errors, and move focus to them.
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData) {
      setStep(actionData.step);
      setTouched((current) => ({ ...current, ...touchedFrom(actionData) }));
      setSubmitted((current) => ({ ...current, ...submittedFrom(actionData) }));
      requestFocus(actionData.orderError ? ORDER_ERROR_ID : summaryId(actionData.step));
    }
  }

  const ticketErrors = ticketStepErrors(values, offered);
  const rules = useLazyModule(purchaseRules);
  // Before the rules are there (and on the server) the details' errors are the route action's answer.
  const details = rules?.checkPurchaseDetails(values.details);
  const detailErrors: FieldErrors = details
    ? details.ok
      ? {}
      : details.errors
    : answered?.step === 2
      ? answered.errors
      : {};
  const lines = chosenLines(values, offered);

  function show(next: PurchaseStep, target: "heading" | "summary") {
    setStep(next);
    requestFocus(target === "heading" ? headingId(next) : summaryId(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const intent = submitIntent(event, step);
    if (intent === "back") {
      event.preventDefault();
      show(1, "heading");
    } else if (Object.keys(ticketErrors).length > 0) {
      event.preventDefault();
      setSubmitted((current) => ({ ...current, 1: true }));
      show(1, "summary");
    } else if (intent === "next") {
      event.preventDefault();
      show(2, "heading");
    } else if (details && !details.ok) {
      event.preventDefault();
      setSubmitted((current) => ({ ...current, 2: true }));
      show(2, "summary");
    }
    // Otherwise the order is valid, or the rules are not there yet: <Form> sends it to the route action.
  }

  // After the pointer is released: an error appearing on mousedown would move the button being clicked.
  const touch = (name: string) =>
    afterPointerRelease(() => setTouched((current) => (current[name] ? current : { ...current, [name]: true })));

  return {
    step,
    values,
    lines,
    total: orderTotal(lines),
    ticketErrors: shown(ticketErrors, touched, submitted[1]),
    detailErrors: shown(detailErrors, touched, submitted[2]),
    ticketSummary: submitted[1] ? summaryEntries(ticketErrors, offered) : [],
    detailSummary: submitted[2] ? summaryEntries(detailErrors, offered) : [],
    handleSubmit,
    setQuantity: (ticketTypeId: string, value: string) =>
      setValues((current) => ({ ...current, quantities: { ...current.quantities, [ticketTypeId]: value } })),
    touchQuantity: (ticketTypeId: string) => touch(quantityFieldName(ticketTypeId)),
    setDetail: (field: DetailField, value: string) =>
      setValues((current) => ({ ...current, details: { ...current.details, [field]: value } })),
    touchDetail: (field: DetailField) => touch(field),
    setPaymentMethod: (paymentMethod: OfferedPaymentMethod) => setValues((current) => ({ ...current, paymentMethod })),
  };
}
