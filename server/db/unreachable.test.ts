import { describe, expect, it } from "vitest";
import { databaseUnavailable, DatabaseUnavailableError } from "./unreachable.ts";

/** An error as node-postgres or Node gives it: a message and a code. */
function failure(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe("databaseUnavailable", () => {
  it("recognises a database that cannot be reached, also inside Drizzle's and Node's wrappers", () => {
    const refused = failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    for (const error of [
      refused,
      failure("read ECONNRESET", "ECONNRESET"),
      failure("terminating connection due to administrator command", "57P01"),
      failure("the database system is starting up", "57P03"),
      failure("connection failure", "08006"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Failed query: select 1", { cause: refused }),
      new AggregateError([refused], "connect failed"),
    ]) {
      expect(databaseUnavailable(error), error.message).toBeInstanceOf(DatabaseUnavailableError);
    }
  });

  it("leaves every other failure alone: a broken rule, a bug, a query error", () => {
    for (const error of [
      failure("duplicate key value violates unique constraint", "23505"),
      failure("relation does not exist", "42P01"),
      failure("canceling statement due to statement timeout", "57014"),
      new TypeError("Cannot read properties of undefined"),
      "not an error",
      null,
    ]) {
      expect(databaseUnavailable(error), String(error)).toBeNull();
    }
  });
});
