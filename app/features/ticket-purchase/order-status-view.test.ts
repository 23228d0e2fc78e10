import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { apiErrorStatus } from "../../lib/api-errors.ts";
import { ORDER_FAILED_MESSAGE, orderErrorMessage } from "./order-error.ts";
import { COMPLETION_HEADING, nextStepText, orderStatusView } from "./order-status-view.ts";

describe("nextStepText", () => {
  it("says per payment method what happens next: tickets by mail, and for an invoice the term to pay in", () => {
    expect(nextStepText("PAID")).toBe(
      "Je hebt met iDEAL betaald. Je ontvangt je tickets per e-mail, elk met een eigen ticketcode.",
    );
    expect(nextStepText("INVOICED")).toBe(
      "Je hebt gekozen voor betalen op factuur. Je ontvangt de factuur en je tickets per e-mail. " +
        "Betaal de factuur binnen de betaaltermijn die op de factuur staat, onder vermelding van het factuurnummer.",
    );
    expect(nextStepText("FREE")).toContain("je hoeft niets te betalen");
    expect(nextStepText("PENDING")).toBe("Zodra je iDEAL-betaling is verwerkt, ontvang je je tickets per e-mail.");
  });

  it("adds nothing where the notice says it all", () => {
    for (const status of ["AWAITING_APPROVAL", "FAILED", "CANCELED", "EXPIRED", "REFUND_REQUIRED"] as OrderStatus[])
      expect(nextStepText(status)).toBeNull();
  });
});

describe("orderStatusView", () => {
  it("confirms paid, free and invoiced orders", () => {
    expect(orderStatusView("PAID", 298, "IDEAL")).toEqual({
      outcome: "confirmed",
      message: "Je betaling is ontvangen. Je tickets zijn onderweg naar je e-mail.",
    });
    expect(orderStatusView("INVOICED", 298, "INVOICE")).toEqual({
      outcome: "confirmed",
      message: "Je bestelling is bevestigd; de factuur en je tickets zijn onderweg naar je e-mail.",
    });
    expect(orderStatusView("FREE", 0, "IDEAL").outcome).toBe("confirmed");
  });

  it("asks to wait while the payment is pending", () => {
    expect(orderStatusView("PENDING", 298, "IDEAL")).toEqual({
      outcome: "pending",
      message: "We wachten nog op de bevestiging van je betaling. Dit duurt meestal enkele seconden.",
    });
  });

  it("reports a failed, canceled or expired payment the same way", () => {
    for (const status of ["FAILED", "CANCELED", "EXPIRED"] as OrderStatus[]) {
      expect(orderStatusView(status, 298, "IDEAL")).toEqual({
        outcome: "failed",
        message: "Je betaling is niet gelukt of afgebroken. Er is niets afgeschreven.",
      });
    }
  });

  it("says a large order awaits approval, and what comes after it", () => {
    expect(orderStatusView("AWAITING_APPROVAL", 1490, "INVOICE")).toEqual({
      outcome: "awaiting",
      message:
        "We hebben je aanmelding ontvangen. Omdat het om een grote bestelling gaat, bekijken we die eerst. " +
        "Na onze goedkeuring sturen we je de tickets en de factuur per e-mail; je hoeft nu nog niets te betalen.",
    });
    expect(orderStatusView("AWAITING_APPROVAL", 0, "IDEAL").message).toMatch(
      /Na onze goedkeuring sturen we je de tickets per e-mail\.$/,
    );
    expect(COMPLETION_HEADING.awaiting).toBe("Je aanmelding is ontvangen");
  });

  it("does not call a canceled invoice or free order a failed payment", () => {
    const message =
      "Deze bestelling is geannuleerd; we hebben je daarover een e-mail gestuurd. Je hoeft niets te betalen.";
    expect(orderStatusView("CANCELED", 1490, "INVOICE")).toEqual({ outcome: "canceled", message });
    expect(orderStatusView("CANCELED", 0, "IDEAL")).toEqual({ outcome: "canceled", message });
    expect(COMPLETION_HEADING.canceled).toBe("Je bestelling is geannuleerd");
  });

  it("is honest about a refund, with the amount", () => {
    const view = orderStatusView("REFUND_REQUIRED", 298, "IDEAL");
    expect(view.outcome).toBe("refund");
    expect(view.message).toContain("€ 298,00");
    expect(view.message).toContain("teruggestort");
  });

  it("heads the page by outcome", () => {
    expect(COMPLETION_HEADING.unknown).toBe("Je aanmelding is voltooid");
    expect(COMPLETION_HEADING.confirmed).toBe("Je aanmelding is voltooid");
    expect(COMPLETION_HEADING.failed).toBe("Je betaling is niet gelukt");
  });
});

describe("order errors", () => {
  it("shows the API's Dutch message for sold out and bad input", () => {
    const soldOut = new ApiError("Er zijn nog maar 2 tickets 'Student' beschikbaar.", "SOLD_OUT");
    expect(orderErrorMessage(soldOut)).toBe("Er zijn nog maar 2 tickets 'Student' beschikbaar.");
    expect(apiErrorStatus(soldOut)).toBe(409);
    const badInput = new ApiError("Voer een geldig e-mailadres in", "BAD_USER_INPUT");
    expect(orderErrorMessage(badInput)).toBe("Voer een geldig e-mailadres in");
    expect(apiErrorStatus(badInput)).toBe(400);
  });

  it("shows the API's Dutch message when the payment provider cannot be reached, not the general one", () => {
    const message =
      "Je bestelling kon niet worden verwerkt: de betaalprovider is nu niet bereikbaar. Probeer het opnieuw.";
    const providerDown = new ApiError(message, "CONFLICT");
    expect(orderErrorMessage(providerDown)).toBe(message);
    expect(apiErrorStatus(providerDown)).toBe(409);
  });

  it("shows the general Dutch message for everything else", () => {
    expect(ORDER_FAILED_MESSAGE).toBe("Je bestelling kon niet worden verwerkt. Probeer het opnieuw.");
    expect(orderErrorMessage(new ApiError("Unexpected error.", "INTERNAL_SERVER_ERROR"))).toBe(ORDER_FAILED_MESSAGE);
    expect(apiErrorStatus(new ApiError("x", "INTERNAL_SERVER_ERROR"))).toBe(500);
    expect(orderErrorMessage(new Error("boom"))).toBe(ORDER_FAILED_MESSAGE);
  });
});
