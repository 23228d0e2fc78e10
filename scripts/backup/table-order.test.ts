import { describe, expect, it } from "vitest";
import { dependencyOrder, selfReferencesFirst, type ForeignKey } from "./table-order.ts";

const key = (table: string, references: string, column = "ref", referenced = "id"): ForeignKey => ({
  table,
  columns: [column],
  references,
  referencedColumns: [referenced],
});

describe("dependencyOrder", () => {
  it("puts every table after the tables it refers to, ignoring a table's reference to itself", () => {
    const keys = [
      key("tickets", "orders"),
      key("orders", "events"),
      key("invoices", "orders"),
      key("invoices", "invoices"),
    ];
    const order = dependencyOrder(["invoices", "tickets", "orders", "events", "vacancies"], keys);
    expect(order.indexOf("events")).toBeLessThan(order.indexOf("orders"));
    expect(order.indexOf("orders")).toBeLessThan(order.indexOf("tickets"));
    expect(order.indexOf("orders")).toBeLessThan(order.indexOf("invoices"));
    expect([...order].sort()).toEqual(["events", "invoices", "orders", "tickets", "vacancies"]);
  });

  it("fails on a cycle between tables instead of guessing", () => {
    expect(() => dependencyOrder(["a", "b"], [key("a", "b"), key("b", "a")])).toThrow("Kringverwijzing");
  });
});

describe("selfReferencesFirst", () => {
  const credit = key("invoices", "invoices", "credit_for", "id");

  it("puts a credit invoice after the invoice it credits, whatever order they were read in", () => {
    const rows = [
      { id: "c2", credit_for: "c1" },
      { id: "c1", credit_for: "a" },
      { id: "a", credit_for: null },
      { id: "b", credit_for: null },
    ];
    expect(selfReferencesFirst(rows, [credit]).map((row) => row.id)).toEqual(["a", "b", "c1", "c2"]);
  });

  it("fails on rows that refer to each other in a circle, or to a row that is not there", () => {
    expect(() => selfReferencesFirst([{ id: "x", credit_for: "y" }], [credit])).toThrow("kring");
  });
});
