import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  centsToMollieAmount,
  mollieAmountToCents,
  MollieProvider,
} from "../../server/domain/payments/mollie-provider.ts";

// The Mollie adapter against a local HTTPS stand-in of the Mollie API (the client only speaks https). Its
// certificate is self-signed, made for this run; only this test process accepts it.
const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

type Recorded = { method: string; url: string; headers: Record<string, unknown>; body: string };

function paymentJson(id: string, status: string, body: Record<string, unknown>) {
  return {
    resource: "payment",
    id,
    mode: "test",
    status,
    createdAt: "2026-11-22T10:00:00+00:00",
    amount: body.amount,
    description: body.description,
    method: "ideal",
    metadata: body.metadata,
    redirectUrl: body.redirectUrl,
    webhookUrl: body.webhookUrl,
    profileId: "pfl_QkEhN94Ba",
    sequenceType: "oneoff",
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: "application/hal+json" },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`, type: "text/html" },
    },
  };
}

describe("MollieProvider against a local Mollie API", () => {
  let dir: string;
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];
  const created = new Map<string, Record<string, unknown>>();
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ff-mollie-"));
    execFileSync(
      "openssl",
      [
        ..."req -x509 -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -days 1".split(" "),
        ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    server = createServer(
      { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) },
      (req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
          res.setHeader("content-type", "application/hal+json");
          const paymentId = /^\/v2\/payments\/(tr_\w+)$/.exec(req.url ?? "")?.[1];
          if (req.method === "POST" && req.url === "/v2/payments") {
            const parsed = JSON.parse(body) as Record<string, unknown>;
            created.set("tr_WDqYK6vllg", parsed);
            res.writeHead(201).end(JSON.stringify(paymentJson("tr_WDqYK6vllg", "open", parsed)));
          } else if (req.method === "GET" && paymentId && created.has(paymentId)) {
            res.writeHead(200).end(JSON.stringify(paymentJson(paymentId, "paid", created.get(paymentId)!)));
          } else {
            res.writeHead(404).end(
              JSON.stringify({
                status: 404,
                title: "Not Found",
                detail: `No payment exists with token ${paymentId}.`,
              }),
            );
          }
        });
      },
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  });

  afterAll(() => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("creates an iDEAL payment with the amount as a EUR string, our URLs and the order id as metadata", async () => {
    const provider = new MollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint });
    const payment = await provider.createPayment({
      amountCents: 1250,
      description: "Jaarcongres, bestelling 1a2b3c4d",
      redirectUrl: "https://forensischforum.example.org/evenementen/e1/aanmelden-voltooid?order=o1",
      webhookUrl: "https://forensischforum.example.org/api/payments/webhook",
      orderId: "0b6e3c1e-3f0a-4c55-9d43-5a4f1c2b7e10",
    });
    expect(payment).toEqual({
      providerPaymentId: "tr_WDqYK6vllg",
      checkoutUrl: "https://www.mollie.com/checkout/select-method/WDqYK6vllg",
      status: "open",
    });

    const request = requests.find((recorded) => recorded.method === "POST")!;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toEqual(expect.any(String));
    expect(JSON.parse(request.body)).toEqual({
      amount: { currency: "EUR", value: "12.50" },
      description: "Jaarcongres, bestelling 1a2b3c4d",
      redirectUrl: "https://forensischforum.example.org/evenementen/e1/aanmelden-voltooid?order=o1",
      webhookUrl: "https://forensischforum.example.org/api/payments/webhook",
      method: "ideal",
      locale: "nl_NL",
      metadata: { orderId: "0b6e3c1e-3f0a-4c55-9d43-5a4f1c2b7e10" },
    });
  });

  it("fetches a payment's status, amount in cents and order id", async () => {
    const provider = new MollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint });
    expect(await provider.getPayment("tr_WDqYK6vllg")).toEqual({
      providerPaymentId: "tr_WDqYK6vllg",
      status: "paid",
      amountCents: 1250,
      orderId: "0b6e3c1e-3f0a-4c55-9d43-5a4f1c2b7e10",
    });
    const request = requests.at(-1)!;
    expect(request).toMatchObject({ method: "GET", url: "/v2/payments/tr_WDqYK6vllg" });
  });

  it("answers null for a payment Mollie does not know, and for an id that cannot be Mollie's", async () => {
    const provider = new MollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint });
    expect(await provider.getPayment("tr_onbekend")).toBeNull();
    const before = requests.length;
    expect(await provider.getPayment("../../etc/passwd")).toBeNull();
    expect(requests.length).toBe(before);
  });

  it("throws when Mollie cannot be reached, so the webhook answers 5xx", async () => {
    const provider = new MollieProvider({ apiKey: API_KEY, apiEndpoint: "https://127.0.0.1:1/v2/" });
    await expect(provider.getPayment("tr_WDqYK6vllg")).rejects.toThrow();
  });

  it("converts amounts exactly", () => {
    expect(centsToMollieAmount(0)).toBe("0.00");
    expect(centsToMollieAmount(5)).toBe("0.05");
    expect(centsToMollieAmount(123456)).toBe("1234.56");
    expect(mollieAmountToCents("12.50")).toBe(1250);
    expect(mollieAmountToCents("0.1")).toBe(10);
    expect(mollieAmountToCents("7")).toBe(700);
    expect(() => mollieAmountToCents("1,50")).toThrow();
  });
});
