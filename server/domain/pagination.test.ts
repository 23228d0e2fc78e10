import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "./errors.ts";
import {
  encodeCursor,
  INVALID_CURSOR,
  INVALID_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parsePageArgs,
  timestampKeyValue,
  toPage,
  uuidKeyValue,
} from "./pagination.ts";

const key = z.tuple([timestampKeyValue, uuidKeyValue]);
const id = "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10";

function refusal(run: () => unknown): { code: string; message: string; field: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, field: error.details.field };
    throw error;
  }
  throw new Error("niet geweigerd");
}

describe("parsePageArgs", () => {
  it("gives everything without first, and caps first at the page maximum", () => {
    expect(parsePageArgs({}, key)).toEqual({ size: null, after: null });
    expect(parsePageArgs({ first: null, after: null }, key)).toEqual({ size: null, after: null });
    expect(parsePageArgs({ first: 0 }, key).size).toBe(0);
    expect(parsePageArgs({ first: 25 }, key).size).toBe(25);
    expect(parsePageArgs({ first: 5000 }, key).size).toBe(MAX_PAGE_SIZE);
  });

  it("decodes the cursors it made", () => {
    const cursor = encodeCursor(["2026-11-22T10:00:00.123456Z", id]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parsePageArgs({ first: 2, after: cursor }, key).after).toEqual(["2026-11-22T10:00:00.123456Z", id]);
  });

  it("refuses a negative first and every cursor it did not make, naming the argument", () => {
    expect(refusal(() => parsePageArgs({ first: -1 }, key))).toEqual({
      code: "BAD_USER_INPUT",
      message: INVALID_PAGE_SIZE,
      field: "first",
    });
    const cursors = [
      "",
      "!!!",
      encodeCursor([id]),
      encodeCursor(["2026-11-22T10:00:00.123Z", id]),
      encodeCursor(["2026-02-30T10:00:00.000000Z", id]),
      encodeCursor(["2026-11-22T24:00:00.000000Z", id]),
      encodeCursor(["2026-11-22T10:00:00.000000Z", "x"]),
      Buffer.from('{"a":1}').toString("base64url"),
    ];
    for (const after of cursors) {
      expect(refusal(() => parsePageArgs({ after }, key))).toEqual({
        code: "BAD_USER_INPUT",
        message: INVALID_CURSOR,
        field: "after",
      });
    }
  });
});

describe("toPage", () => {
  const rows = [1, 2, 3];
  const list = (total: number) => ({
    sortKey: (row: number) => [String(row)],
    node: (row: number) => row * 10,
    countAll: () => Promise.resolve(total),
  });

  it("keeps first rows, says there is more when the extra row came, and ends at the last kept row", async () => {
    const page = await toPage(rows, { size: 2, after: null }, list(7));
    expect(page).toEqual({
      nodes: [10, 20],
      totalCount: 7,
      pageInfo: { hasNextPage: true, endCursor: encodeCursor(["2"]) },
    });
  });

  it("has no next page when fewer rows came, and counts without asking when the rows are the whole list", async () => {
    expect((await toPage(rows, { size: 5, after: ["0"] }, list(9))).pageInfo.hasNextPage).toBe(false);
    const whole = await toPage(rows, { size: null, after: null }, list(99));
    expect(whole.totalCount).toBe(3);
    expect(whole.pageInfo).toEqual({ hasNextPage: false, endCursor: encodeCursor(["3"]) });
    expect((await toPage([], { size: 0, after: null }, list(0))).pageInfo.endCursor).toBeNull();
  });
});
