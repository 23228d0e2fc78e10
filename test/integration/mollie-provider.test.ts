import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RefundRefusedError } from "../../server/domain/payments/payment-provider.ts";
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

/** A refund as the stand-in keeps it; answered in the shape of Mollie's refund object. */
type StoredRefund = {
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  status: string;
  createdAt: string;
};

// Mollie's refund object (https://docs.mollie.com/reference/get-refund): the amount as sent, a negative
// settlementAmount (what leaves our balance), the payment's id and HAL links.
function refundJson(refund: StoredRefund) {
  return {
    resource: "refund",
    id: refund.id,
    mode: "test",
    description: refund.description,
    amount: refund.amount,
    settlementAmount: { currency: "EUR", value: `-${refund.amount.value}` },
    status: refund.status,
    metadata: null,
    paymentId: refund.paymentId,
    createdAt: refund.createdAt,
    _links: {
      self: {
        href: `https://api.mollie.com/v2/payments/${refund.paymentId}/refunds/${refund.id}`,
        type: "application/hal+json",
      },
      payment: { href: `https://api.mollie.com/v2/payments/${refund.paymentId}`, type: "application/hal+json" },
      documentation: { href: "https://docs.mollie.com/reference/create-refund", type: "text/html" },
    },
  };
}

// Mollie's error body (https://docs.mollie.com/overview/handling-errors).
function mollieError(res: ServerResponse, status: number, title: string, detail: string, field?: string) {
  res.writeHead(status).end(
    JSON.stringify({
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: { href: "https://docs.mollie.com/overview/handling-errors", type: "text/html" } },
    }),
  );
}

const toCents = (value: string) => Math.round(Number(value) * 100);

describe("MollieProvider against a local Mollie API", () => {
  let dir: string;
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];
  const created = new Map<string, Record<string, unknown>>();
  /** The stand-in's refunds by id; a test may move one's status, as Mollie does. */
  const storedRefunds = new Map<string, StoredRefund>();
  /** Answers to refund requests that came with an Idempotency-Key: a repeat gets the same answer, as at Mollie. */
  const answersByKey = new Map<string, { status: number; body: string }>();
  const standIn = {
    /** The status a new refund starts in: 'pending', or 'queued' when the balance is too low. */
    newRefundStatus: "pending",
    /** Mollie is down: every request gets a 503 (Retry-After: 0, so the client's retries do not wait). */
    down: false,
    /** The next refund is made, but the connection breaks before its answer arrives. */
    dropNextRefundAnswer: false,
  };
  let refundSequence = 0;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  function answer(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = req.url ?? "";
    if (standIn.down) {
      res.setHeader("retry-after", "0");
      return mollieError(res, 503, "Service Unavailable", "The service is temporarily unavailable.");
    }
    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      return mollieError(res, 401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    }
    const paymentId = /^\/v2\/payments\/(tr_\w+)$/.exec(url)?.[1];
    const refundsOf = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(url)?.[1];
    const refundPath = /^\/v2\/payments\/(tr_\w+)\/refunds\/(re_\w+)$/.exec(url);
    if (req.method === "POST" && url === "/v2/payments") {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      created.set("tr_WDqYK6vllg", parsed);
      res.writeHead(201).end(JSON.stringify(paymentJson("tr_WDqYK6vllg", "open", parsed)));
    } else if (req.method === "GET" && paymentId && created.has(paymentId)) {
      res.writeHead(200).end(JSON.stringify(paymentJson(paymentId, "paid", created.get(paymentId)!)));
    } else if (req.method === "POST" && refundsOf) {
      const key = req.headers["idempotency-key"];
      const earlier = typeof key === "string" ? answersByKey.get(key) : undefined;
      if (earlier) return void res.writeHead(earlier.status).end(earlier.body);
      const payment = created.get(refundsOf);
      if (!payment) return mollieError(res, 404, "Not Found", `No payment exists with token ${refundsOf}.`);
      const request = JSON.parse(body) as { amount: { currency: string; value: string }; description?: string };
      const paidCents = toCents((payment.amount as { value: string }).value);
      const refundedCents = [...storedRefunds.values()]
        .filter((refund) => refund.paymentId === refundsOf && !["failed", "canceled"].includes(refund.status))
        .reduce((sum, refund) => sum + toCents(refund.amount.value), 0);
      if (toCents(request.amount.value) > paidCents - refundedCents) {
        return mollieError(
          res,
          422,
          "Unprocessable Entity",
          "The amount is higher than the amount that can be refunded for this payment.",
          "amount",
        );
      }
      const refund: StoredRefund = {
        id: `re_${(46_656 + ++refundSequence).toString(36)}qhO89gsT`,
        paymentId: refundsOf,
        amount: request.amount,
        description: request.description ?? "",
        status: standIn.newRefundStatus,
        createdAt: "2026-11-23T09:00:00+00:00",
      };
      storedRefunds.set(refund.id, refund);
      const sent = { status: 201, body: JSON.stringify(refundJson(refund)) };
      // Only a request that made a refund is remembered; one that was refused may be sent again with the same key.
      if (typeof key === "string") answersByKey.set(key, sent);
      if (standIn.dropNextRefundAnswer) {
        standIn.dropNextRefundAnswer = false;
        return void req.socket.destroy();
      }
      res.writeHead(sent.status).end(sent.body);
    } else if (req.method === "GET" && refundPath) {
      const [, ofPayment, refundId] = refundPath;
      if (!created.has(ofPayment!))
        return mollieError(res, 404, "Not Found", `No payment exists with token ${ofPayment}.`);
      const refund = storedRefunds.get(refundId!);
      if (!refund || refund.paymentId !== ofPayment) {
        return mollieError(res, 404, "Not Found", `No refund exists with token ${refundId}.`);
      }
      res.writeHead(200).end(JSON.stringify(refundJson(refund)));
    } else {
      mollieError(res, 404, "Not Found", `No payment exists with token ${paymentId}.`);
    }
  }

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
          answer(req, res, body);
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

  describe("refunds", () => {
    // A paid payment of 40 euro to refund from, and another payment whose refunds are not the first one's.
    const PAID = "tr_7UhSN1zuXS";
    const OTHER = "tr_Gq4vLbd9Dx";
    const provider = () => new MollieProvider({ apiKey: API_KEY, apiEndpoint: endpoint });
    const refundsAtMollie = (description: string) =>
      [...storedRefunds.values()].filter((refund) => refund.description === description);

    beforeAll(() => {
      created.set(PAID, {
        amount: { currency: "EUR", value: "40.00" },
        description: "Jaarcongres, bestelling 0b6e3c1e",
        metadata: { orderId: "0b6e3c1e-3f0a-4c55-9d43-5a4f1c2b7e10" },
      });
      created.set(OTHER, {
        amount: { currency: "EUR", value: "25.00" },
        description: "Cursus, bestelling 7d1f0a22",
        metadata: { orderId: "7d1f0a22-9b3c-4e11-8a5d-2c6f4e8b1a90" },
      });
    });

    afterEach(() => {
      standIn.newRefundStatus = "pending";
      standIn.down = false;
      standIn.dropNextRefundAnswer = false;
    });

    it("creates a refund on the payment's path with the amount as a EUR string and our idempotency key", async () => {
      const before = requests.length;
      const refund = await provider().createRefund({
        providerPaymentId: PAID,
        amountCents: 1250,
        description: "Terugbetaling bestelling 0b6e3c1e",
        idempotencyKey: "6a1d2f0e-8c4b-4f7a-9e21-3b5c7d9f1a20",
      });

      const sent = requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method: "POST", url: `/v2/payments/${PAID}/refunds` });
      expect(sent[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(sent[0]!.headers["content-type"]).toBe("application/json");
      expect(sent[0]!.headers["idempotency-key"]).toBe("6a1d2f0e-8c4b-4f7a-9e21-3b5c7d9f1a20");
      expect(JSON.parse(sent[0]!.body)).toEqual({
        amount: { currency: "EUR", value: "12.50" },
        description: "Terugbetaling bestelling 0b6e3c1e",
      });

      const [atMollie] = refundsAtMollie("Terugbetaling bestelling 0b6e3c1e");
      expect(refund).toEqual({ providerRefundId: atMollie!.id, status: "pending", amountCents: 1250 });
      expect(refund.providerRefundId).toMatch(/^re_\w+$/);
    });

    it("maps every refund status Mollie documents, in the answer to the create call and to a later GET", async () => {
      for (const status of ["queued", "pending", "processing", "refunded", "failed", "canceled"] as const) {
        standIn.newRefundStatus = status;
        const made = await provider().createRefund({
          providerPaymentId: PAID,
          amountCents: 105,
          description: `Status ${status}`,
          idempotencyKey: `c3e0b7a4-0000-4000-8000-status-${status}`,
        });
        expect(made).toEqual({ providerRefundId: expect.stringMatching(/^re_\w+$/), status, amountCents: 105 });
        expect(await provider().getRefund(PAID, made.providerRefundId)).toEqual(made);
      }

      // A refund moves on at Mollie (pending, processing, refunded); each GET tells the status of that moment.
      standIn.newRefundStatus = "pending";
      const moving = await provider().createRefund({
        providerPaymentId: PAID,
        amountCents: 200,
        description: "Status verloop",
        idempotencyKey: "c3e0b7a4-0000-4000-8000-moving",
      });
      for (const status of ["processing", "refunded"] as const) {
        storedRefunds.get(moving.providerRefundId)!.status = status;
        expect(await provider().getRefund(PAID, moving.providerRefundId)).toEqual({
          providerRefundId: moving.providerRefundId,
          status,
          amountCents: 200,
        });
      }
    });

    it("refuses a refund status Mollie does not document: both calls throw and name it", async () => {
      // createRefund throws although Mollie made the refund; refund-order.ts then leaves the row 'creating' and the
      // worker asks again with the same key, which gets the same refund (and the same refusal) back.
      standIn.newRefundStatus = "expired";
      const request = {
        providerPaymentId: PAID,
        amountCents: 100,
        description: "Onbekende status",
        idempotencyKey: "c3e0b7a4-0000-4000-8000-unknown",
      };
      await expect(provider().createRefund(request)).rejects.toThrow("Onbekende Mollie-terugbetaalstatus: 'expired'");
      await expect(provider().createRefund(request)).rejects.toThrow("Onbekende Mollie-terugbetaalstatus: 'expired'");
      const [atMollie, ...more] = refundsAtMollie("Onbekende status");
      expect(more).toHaveLength(0);

      await expect(provider().getRefund(PAID, atMollie!.id)).rejects.toThrow(
        "Onbekende Mollie-terugbetaalstatus: 'expired'",
      );
      atMollie!.status = "refunded";
      expect(await provider().getRefund(PAID, atMollie!.id)).toMatchObject({ status: "refunded" });
    });

    it("gets a refund on its payment's path; null for a refund or payment Mollie does not know", async () => {
      const made = await provider().createRefund({
        providerPaymentId: OTHER,
        amountCents: 2500,
        description: "Volledige terugbetaling",
        idempotencyKey: "c3e0b7a4-0000-4000-8000-get",
      });
      const before = requests.length;
      expect(await provider().getRefund(OTHER, made.providerRefundId)).toEqual({
        providerRefundId: made.providerRefundId,
        status: "pending",
        amountCents: 2500,
      });
      expect(requests.slice(before)).toEqual([
        expect.objectContaining({ method: "GET", url: `/v2/payments/${OTHER}/refunds/${made.providerRefundId}` }),
      ]);
      expect(requests.at(-1)!.headers.authorization).toBe(`Bearer ${API_KEY}`);

      // Mollie answers 404 for each of these: an unknown refund, an unknown payment, another payment's refund.
      expect(await provider().getRefund(OTHER, "re_onbekend")).toBeNull();
      expect(await provider().getRefund("tr_onbekend", made.providerRefundId)).toBeNull();
      expect(await provider().getRefund(PAID, made.providerRefundId)).toBeNull();
      expect(requests.slice(-3).map((request) => request.url)).toEqual([
        `/v2/payments/${OTHER}/refunds/re_onbekend`,
        `/v2/payments/tr_onbekend/refunds/${made.providerRefundId}`,
        `/v2/payments/${PAID}/refunds/${made.providerRefundId}`,
      ]);
    });

    it("answers null without asking Mollie for ids that cannot be Mollie's", async () => {
      const before = requests.length;
      expect(await provider().getRefund("../../etc/passwd", "re_4qqhO89gsT")).toBeNull();
      expect(await provider().getRefund(PAID, "../refunds")).toBeNull();
      expect(await provider().getRefund("re_4qqhO89gsT", "tr_7UhSN1zuXS")).toBeNull();
      expect(await provider().getRefund(PAID, "re_4qqhO89gsT/../../tr_Gq4vLbd9Dx")).toBeNull();
      expect(await provider().getRefund(PAID, "")).toBeNull();
      expect(requests.length).toBe(before);
    });

    it("throws RefundRefusedError when Mollie refuses the refund (422: more than is left), without a second attempt", async () => {
      // A refusal is final: refund-order.ts marks the row failed and raises a staff to-do; nothing is refunded.
      const before = requests.length;
      const error: unknown = await provider()
        .createRefund({
          providerPaymentId: OTHER,
          amountCents: 100,
          description: "Te veel",
          idempotencyKey: "c3e0b7a4-0000-4000-8000-too-much",
        })
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(RefundRefusedError);
      expect((error as RefundRefusedError).message).toBe("Mollie weigerde de terugbetaling (422)");
      expect((error as RefundRefusedError).reason).toMatch(/amount/i);
      expect(requests.length).toBe(before + 1);
      expect(refundsAtMollie("Te veel")).toHaveLength(0);

      // A refund on a payment Mollie does not know is an error too (createRefund never answers null).
      await expect(
        provider().createRefund({
          providerPaymentId: "tr_onbekend",
          amountCents: 100,
          description: "Onbekende betaling",
          idempotencyKey: "c3e0b7a4-0000-4000-8000-no-payment",
        }),
      ).rejects.toBeInstanceOf(RefundRefusedError);
    });

    it("throws when Mollie cannot be reached or is down; the worker's retry with the same key makes one refund", async () => {
      const request = {
        providerPaymentId: PAID,
        amountCents: 150,
        description: "Storing",
        idempotencyKey: "c3e0b7a4-0000-4000-8000-outage",
      };
      await expect(
        new MollieProvider({ apiKey: API_KEY, apiEndpoint: "https://127.0.0.1:1/v2/" }).createRefund(request),
      ).rejects.toThrow();

      // Mollie answers 503: the client tries three times, each time with our key, and then gives up.
      standIn.down = true;
      const before = requests.length;
      // A 503 is temporary: a plain error (not a refusal), so the row stays 'creating' for the worker.
      const outage: unknown = await provider()
        .createRefund(request)
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
      expect(outage).toMatchObject({ statusCode: 503 });
      expect(outage).not.toBeInstanceOf(RefundRefusedError);
      const attempts = requests.slice(before);
      expect(attempts.map((attempt) => attempt.headers["idempotency-key"])).toEqual([
        request.idempotencyKey,
        request.idempotencyKey,
        request.idempotencyKey,
      ]);
      expect(refundsAtMollie("Storing")).toHaveLength(0);

      standIn.down = false;
      const made = await provider().createRefund(request);
      expect(made).toMatchObject({ status: "pending", amountCents: 150 });
      expect(refundsAtMollie("Storing").map((refund) => refund.id)).toEqual([made.providerRefundId]);
    });

    it("the same idempotency key twice: Mollie answers the same refund, and we return the same id", async () => {
      const request = {
        providerPaymentId: PAID,
        amountCents: 300,
        description: "Dubbel verzonden",
        idempotencyKey: "c3e0b7a4-0000-4000-8000-twice",
      };
      const before = requests.length;
      const first = await provider().createRefund(request);
      const second = await provider().createRefund(request);
      expect(second).toEqual(first);
      expect(requests.slice(before).map((sent) => sent.headers["idempotency-key"])).toEqual([
        request.idempotencyKey,
        request.idempotencyKey,
      ]);
      expect(refundsAtMollie("Dubbel verzonden")).toHaveLength(1);

      // Another key is another refund.
      const other = await provider().createRefund({ ...request, idempotencyKey: "c3e0b7a4-0000-4000-8000-third" });
      expect(other.providerRefundId).not.toBe(first.providerRefundId);
      expect(refundsAtMollie("Dubbel verzonden")).toHaveLength(2);

      // Mollie made the refund but its answer was lost: the call throws, and the retry gets that same refund.
      standIn.dropNextRefundAnswer = true;
      const lost = { ...request, description: "Antwoord kwijt", idempotencyKey: "c3e0b7a4-0000-4000-8000-lost" };
      await expect(provider().createRefund(lost)).rejects.toThrow();
      const [madeBeforehand] = refundsAtMollie("Antwoord kwijt");
      expect(await provider().createRefund(lost)).toEqual({
        providerRefundId: madeBeforehand!.id,
        status: "pending",
        amountCents: 300,
      });
      expect(refundsAtMollie("Antwoord kwijt")).toHaveLength(1);
    });
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
