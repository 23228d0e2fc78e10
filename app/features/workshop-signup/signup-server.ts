/**
 * The wizard's server side: the loader validates `?code=` (the ticket e-mail link, and step 1 without
 * JavaScript); the action answers every post of the page, from the browser's fetcher or a plain form, with the
 * whole view. All calls are the public GraphQL operations (docs/product.md §7), run through `runOperation`.
 */
import { data, type RouterContextProvider } from "react-router";
import { attendeeDetailsSchema, type AttendeeDetails } from "../../../common/validation/attendee.ts";
import { checkDetails } from "../../../common/validation/field-errors.ts";
import {
  JoinWorkshopWaitlistDocument,
  LeaveWorkshopWaitlistDocument,
  RegisterAttendeeDocument,
  UnregisterAttendeeDocument,
  ValidateTokenDocument,
} from "../../graphql/generated.ts";
import { hasErrorCode, rethrowUnlessApiError } from "../../lib/api-errors.ts";
import { runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { allWorkshops } from "./workshop-slots.ts";
import { NUMBERS_INTENT } from "../registration-numbers/numbers-view.ts";
import { numbersForCode, saveNumbers } from "./ticket-numbers-server.ts";
import {
  TEXTS,
  emptyView,
  type DetailName,
  type DetailValues,
  type SignupView,
  type ToggleKind,
} from "./signup-view.ts";

type Context = Readonly<RouterContextProvider>;

/** Looks the code up; an invalid code, like a failed call, gives the Dutch invalid-code message. */
export async function viewForCode(context: Context, rawCode: string): Promise<SignupView> {
  const code = rawCode.trim().slice(0, 100);
  if (code === "") return { ...emptyView(), codeError: TEXTS.invalidCode };
  try {
    const { workshopsByRegistrationToken: lookup } = await runOperation(context, ValidateTokenDocument, {
      token: code,
    });
    if (!lookup.isValid) return { ...emptyView(code), codeError: TEXTS.invalidCode };
    // Asked only once the code proved valid, so a guess costs its attempts once.
    const numbers = await numbersForCode(context, code);
    return {
      ...emptyView(code),
      numbers,
      step: 2,
      workshops: allWorkshops(lookup.availableWorkshops, lookup.registeredWorkshops),
      registeredIds: lookup.registeredWorkshops.map((workshop) => workshop.id),
      waits: lookup.waitlistEntries.map(({ workshopId, position }) => ({ workshopId, position })),
      changesCloseAt: lookup.changesCloseAt ?? null,
      changesClosed: lookup.changesClosed,
    };
  } catch (error) {
    rethrowUnlessApiError(error);
    // Too many attempts: say so, in the API's Dutch words; anything else reads as invalid.
    if (!hasErrorCode(error, "RATE_LIMITED")) return { ...emptyView(code), codeError: TEXTS.invalidCode };
    return { ...emptyView(code), codeError: error.message, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
  }
}

/**
 * The page's answer with a view: 200, as an invalid code or a refused toggle is part of the view; over the
 * code-attempt limit 429 with Retry-After, like every form post over a limit.
 */
export function viewAnswer(view: SignupView) {
  if (view.retryAfterSeconds === undefined) return data(view);
  return data(view, { status: 429, headers: { "Retry-After": String(view.retryAfterSeconds) } });
}

function readDetails(formData: FormData): DetailValues {
  const text = (name: DetailName) => formText(formData, name);
  return { firstName: text("firstName"), lastName: text("lastName"), email: text("email") };
}

/** The change a card or 'Verwijder selectie' asks for: 'register:<id>', 'unregister:<id>', 'wait:<id>', 'leave:<id>'. */
function parseToggle(intent: string): { kind: ToggleKind; workshopId: string } | null {
  const match = /^(register|unregister|wait|leave):([0-9a-f-]{36})$/i.exec(intent);
  return match ? { kind: match[1] as ToggleKind, workshopId: match[2] as string } : null;
}

const FAILED_TITLES: Record<ToggleKind, string> = {
  register: TEXTS.registerFailed,
  unregister: TEXTS.unregisterFailed,
  wait: TEXTS.waitFailed,
  leave: TEXTS.leaveFailed,
};

/** Runs RegisterAttendee, UnregisterAttendee or a waitlist operation; null when it worked, else the error. */
async function toggleWorkshop(
  context: Context,
  code: string,
  details: AttendeeDetails,
  toggle: NonNullable<ReturnType<typeof parseToggle>>,
): Promise<SignupView["toggleError"]> {
  try {
    const withDetails = { registrationToken: code, workshopId: toggle.workshopId, ...details };
    const withEmail = { registrationToken: code, workshopId: toggle.workshopId, email: details.email };
    if (toggle.kind === "register") await runOperation(context, RegisterAttendeeDocument, { input: withDetails });
    if (toggle.kind === "unregister") await runOperation(context, UnregisterAttendeeDocument, { input: withEmail });
    if (toggle.kind === "wait") await runOperation(context, JoinWorkshopWaitlistDocument, { input: withDetails });
    if (toggle.kind === "leave") await runOperation(context, LeaveWorkshopWaitlistDocument, { input: withEmail });
    return null;
  } catch (error) {
    rethrowUnlessApiError(error);
    return { title: FAILED_TITLES[toggle.kind], reason: error.message };
  }
}

/** Every post of the page; the answer is the view to show next. */
export async function answerPost(context: Context, formData: FormData): Promise<SignupView> {
  const intent = formText(formData, "intent");
  const view = await viewForCode(context, formText(formData, "code"));
  if (intent !== "validate" && view.retryAfterSeconds !== undefined) return keptOverLimit(view, intent, formData);
  if (intent === "validate" || view.step === 1) return view;
  if (intent === NUMBERS_INTENT) return saveNumbers(context, view, formData);

  const values = readDetails(formData);
  const check = checkDetails(attendeeDetailsSchema, values);
  if (!check.ok) return { ...view, details: values, detailErrors: intent === "details" ? check.errors : {} };
  const withDetails: SignupView = { ...view, details: check.details, step: 3 };
  if (intent === "details") return withDetails;
  if (intent === "complete") return { ...withDetails, step: 4 };

  const toggle = parseToggle(intent);
  if (!toggle) return withDetails;
  const toggleError = await toggleWorkshop(context, view.code, check.details, toggle);
  // Look again, so selection and places left are what the server has now.
  const fresh = await viewForCode(context, view.code);
  return { ...fresh, details: check.details, step: fresh.step === 1 ? 1 : 3, toggleError };
}

/**
 * A change refused because the client is over the code-attempt limit: the visitor keeps the step and the details
 * (the browser keeps its list of workshops too), and reads when to try again. Never thrown back to step 1.
 */
function keptOverLimit(limited: SignupView, intent: string, formData: FormData): SignupView {
  const toggle = parseToggle(intent);
  const reason = limited.codeError ?? TEXTS.invalidCode;
  return {
    ...limited,
    codeError: null,
    step: intent === "details" ? 2 : 3,
    details: readDetails(formData),
    toggleError: { title: toggle ? FAILED_TITLES[toggle.kind] : TEXTS.tryAgainLater, reason },
  };
}
