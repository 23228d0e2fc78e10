import { describe, expect, it } from "vitest";
import {
  DOMAIN_ERROR_CODES,
  INTERNAL_ERROR_CODE,
  isVisitorFacingCode,
  SERVICE_UNAVAILABLE_CODE,
} from "./error-codes.ts";

describe("isVisitorFacingCode", () => {
  it("trusts the message of every domain rule", () => {
    for (const code of DOMAIN_ERROR_CODES) expect(isVisitorFacingCode(code), code).toBe(true);
  });

  it("does not trust a masked, outage or unknown error", () => {
    expect(isVisitorFacingCode(INTERNAL_ERROR_CODE)).toBe(false);
    expect(isVisitorFacingCode(SERVICE_UNAVAILABLE_CODE)).toBe(false);
    expect(isVisitorFacingCode("GRAPHQL_VALIDATION_FAILED")).toBe(false);
  });
});
