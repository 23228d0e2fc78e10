import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../common/validation/messages.ts";
import { TICKET_MESSAGES } from "../../common/validation/purchase.ts";
import { ENROLLMENT_FAILED_MESSAGE } from "../../app/features/course-enrollment/enrollment-form.ts";
import { ORDER_FAILED_MESSAGE } from "../../app/features/ticket-purchase/order-error.ts";
import { TEXTS } from "../../app/features/workshop-signup/signup-view.ts";
import * as enrollmentMessages from "../../server/domain/courses/enrollment-messages.ts";
import { ORDER_INPUT_MESSAGES } from "../../server/domain/orders/order-input.ts";
import { SALE_MESSAGES } from "../../server/domain/orders/sale-rules.ts";
import { tooManyAttemptsMessage } from "../../server/domain/rate-limits/visitor-limits.ts";
import * as registrationMessages from "../../server/domain/workshops/registration.ts";
import { INVALID_CODE_MESSAGE, UNKNOWN_WORKSHOP_MESSAGE } from "../../server/domain/workshops/ticket-access.ts";
import { WORKSHOP_FULL_MESSAGE } from "../../server/domain/workshops/workshop-places.ts";
import { INTERNAL_ERROR_MESSAGE } from "../../server/graphql/errors.ts";
import { isDutch, messagesInPage } from "./dutch.ts";

const texts = (values: Record<string, unknown>) =>
  Object.values(values).map((value) => (typeof value === "function" ? String(value("Regulier")) : String(value)));

/** The messages the site answers bad input with, as people read them. */
const SITE_MESSAGES = [
  ...texts(MESSAGES),
  MESSAGES.minLength(2),
  ...texts(TICKET_MESSAGES),
  TICKET_MESSAGES.quantity(100),
  ...texts(TEXTS),
  ...texts(ORDER_INPUT_MESSAGES),
  ...texts(SALE_MESSAGES),
  ...Object.entries(enrollmentMessages)
    .filter(([name]) => name.endsWith("_MESSAGE"))
    .map(([, value]) => String(value)),
  ...Object.entries(registrationMessages)
    .filter(([name]) => name.endsWith("_MESSAGE"))
    .map(([, value]) => String(value)),
  ENROLLMENT_FAILED_MESSAGE,
  ORDER_FAILED_MESSAGE,
  tooManyAttemptsMessage(60),
  tooManyAttemptsMessage(600),
  INVALID_CODE_MESSAGE,
  UNKNOWN_WORKSHOP_MESSAGE,
  WORKSHOP_FULL_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  "Het verzoek is te groot.",
  "Ongeldig ID: 'not-a-uuid' is geen UUID.",
  "Te veel pogingen. Probeer het over 12 minuten opnieuw.",
];

/** What the libraries answer in English when the site does not translate them (seen on this server). */
const LIBRARY_MESSAGES = [
  'Variable "$input" got invalid value 5 at "input.firstName"; String cannot represent a non string value: 5',
  'Variable "$input" got invalid value null at "input.firstName"; Expected non-nullable type "String!" not to be null.',
  'Variable "$input" got invalid value { x: 1 }; Field "x" is not defined by type "RegisterAttendeeInput".',
  "Int cannot represent non-integer value: 1.5",
  "Syntax Error: Unexpected <EOF>.",
  "Must provide query string.",
  "POST body sent invalid JSON.",
  "Unexpected error.",
  "Bad Request",
  "Payload Too Large",
  "Unsupported Media Type",
  "Method Not Allowed",
  "Internal Server Error",
  "Unexpected Server Error",
];

describe("telling Dutch messages from English ones", () => {
  it.each(SITE_MESSAGES)("the site's message '%s' is Dutch", (message) => expect(isDutch(message)).toBe(true));

  it.each(LIBRARY_MESSAGES)("the library's message '%s' is not", (message) => expect(isDutch(message)).toBe(false));

  it("is not fooled by English input quoted in a Dutch message", () => {
    expect(isDutch("Ongeldig ID: 'the invalid value' is geen UUID.")).toBe(true);
  });

  it("finds the messages beside fields and in alert boxes of a rendered page, and all text of a bare page", () => {
    const page = `<script>window.__reactRouterContext = {}</script><p id="x" class="e"><span class="sr-only">Fout: </span>Dit veld is verplicht</p>
      <div role="alert" tabindex="-1"><p class="font-bold">Inschrijven niet mogelijk</p><p>Deze workshop is vol.</p></div>`;
    expect(messagesInPage(page)).toEqual(["Dit veld is verplicht", "Inschrijven niet mogelijk Deze workshop is vol."]);
    expect(
      messagesInPage("<html><body><h1>Verzoek te groot</h1><p>Het formulier is te groot.</p></body></html>"),
    ).toEqual(["Verzoek te groot Het formulier is te groot."]);
    expect(messagesInPage("Bad Request")).toEqual(["Bad Request"]);
    const problemPage = "<script>window.__reactRouterContext = {}</script><h1>Evenement niet gevonden</h1>";
    expect(messagesInPage(problemPage)).toEqual([]);
    expect(messagesInPage(problemPage, 404)).toEqual(["Evenement niet gevonden"]);
  });
});
