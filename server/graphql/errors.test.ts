import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { captureLog } from "../../test/support/log-capture.ts";
import { DomainError } from "../domain/errors.ts";
import { INTERNAL_ERROR_MESSAGE, maskError } from "./errors.ts";

describe("maskError", () => {
  it("passes a rule violation on with its Dutch message, code and details", () => {
    const wrapped = new GraphQLError("x", {
      originalError: new DomainError("SOLD_OUT", "Dit ticket is uitverkocht.", { ticketTypeId: "t1" }),
    });
    expect(maskError(wrapped).toJSON()).toMatchObject({
      message: "Dit ticket is uitverkocht.",
      extensions: { code: "SOLD_OUT", ticketTypeId: "t1" },
    });
  });

  it("keeps GraphQL's own errors, such as a syntax or validation error, with their code and a Dutch message", () => {
    const syntax = new GraphQLError("Syntax Error: Expected Name", { extensions: { code: "GRAPHQL_PARSE_FAILED" } });
    expect(maskError(syntax).toJSON()).toEqual({
      message: "De query bevat een syntaxfout.",
      extensions: { code: "GRAPHQL_PARSE_FAILED", detail: "Syntax Error: Expected Name" },
    });
  });

  it("hides an unexpected failure behind a generic Dutch message, and logs it", () => {
    const log = captureLog();
    try {
      const leak = new GraphQLError("relation secret_table does not exist", {
        originalError: new Error("relation secret_table does not exist"),
        path: ["allCourses", 0, "title"],
      });
      const masked = maskError(leak).toJSON();
      expect(masked.message).toBe(INTERNAL_ERROR_MESSAGE);
      expect(masked.extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
      expect(log.entries()).toMatchObject([
        { level: "error", event: "graphql.failed", path: "allCourses.0.title", error: { type: "Error" } },
      ]);
    } finally {
      log.restore();
    }
  });

  it("answers a variable our scalar refused with the scalar's message alone, not the value graphql-js repeats", () => {
    const scalarError = new GraphQLError("Ongeldig ID.", { extensions: { code: "BAD_USER_INPUT" } });
    const wrapped = new GraphQLError(`Variable "$id" got invalid value "${"noor@example.org ".repeat(1000)}"; x`, {
      originalError: scalarError,
    });
    expect(maskError(wrapped).toJSON()).toEqual({ message: "Ongeldig ID.", extensions: { code: "BAD_USER_INPUT" } });
  });
});
