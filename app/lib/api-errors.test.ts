import { describe, expect, it } from "vitest";
import { apiErrorInit, retryAfterHeaders } from "./api-errors.ts";
import { ApiError } from "./app-services.ts";

describe("a page's answer to a refused operation", () => {
  it("is 429 with Retry-After over a rate limit, and the plain status otherwise", () => {
    const limited = new ApiError("Te veel pogingen. Probeer het over 2 minuten opnieuw.", "RATE_LIMITED", 90);
    expect(apiErrorInit(limited)).toEqual({ status: 429, headers: { "Retry-After": "90" } });
    expect(apiErrorInit(new ApiError("Te veel pogingen.", "RATE_LIMITED"))).toEqual({
      status: 429,
      headers: { "Retry-After": "60" },
    });
    expect(apiErrorInit(new ApiError("Uitverkocht", "SOLD_OUT"))).toEqual({ status: 409 });
    expect(apiErrorInit(new Error("kapot"))).toEqual({ status: 500 });
  });

  it("passes the action's Retry-After on to the document and keeps the rest of the page's headers", () => {
    const headers = retryAfterHeaders({
      actionHeaders: new Headers({ "Retry-After": "90", "X-Anders": "nee" }),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers({ "Cache-Control": "no-store" }),
      errorHeaders: undefined,
    });
    expect(Object.fromEntries(headers)).toEqual({ "cache-control": "no-store", "retry-after": "90" });
    const plain = retryAfterHeaders({
      actionHeaders: new Headers(),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect([...plain]).toEqual([]);
  });
});
