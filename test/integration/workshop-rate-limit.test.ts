import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { GraphQLExecute, IncomingRequest } from "../../app/lib/app-services.ts";
import { ValidateTokenDocument } from "../../app/graphql/generated.ts";
import { createHttpExecutor } from "../../app/lib/graphql-http.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { withCodeAttemptLimit } from "../../server/domain/workshops/code-attempts.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { createInProcessExecutor } from "../../server/graphql/execute.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { TicketCodeIsValidDocument } from "../graphql/generated.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { testHttpApp } from "../support/http-app.ts";

// Code checks are rate-limited per client (IP), so 60-bit codes cannot be guessed (decision 0004).
const now = new Date("2027-02-01T10:00:00Z");

describe("Rate limiting of ticket codes over GraphQL", () => {
  it("answers RATE_LIMITED to a client guessing codes, while another client is unaffected", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    try {
      const guesser = graphqlClient(handle.db, now, { clientIp: "203.0.113.7" });
      const lookup = (client: typeof guesser) => client.run(TicketCodeIsValidDocument, { token: "FF-0000-0000-0000" });
      for (let i = 0; i < 15; i++)
        expect((await lookup(guesser)).data?.workshopsByRegistrationToken.isValid).toBe(false);
      const limited = await lookup(guesser);
      expect(limited.status).toBe(429);
      expect(limited.errors?.[0]).toMatchObject({
        message: "Te veel pogingen. Probeer het over 1 minuut opnieuw.",
        extensions: { code: "RATE_LIMITED", retryAfterSeconds: 60 },
      });
      const other = graphqlClient(handle.db, now, { clientIp: "198.51.100.2" });
      expect((await lookup(other)).errors).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

/**
 * Decision 0009: a page's loader or action runs its operations for the visitor's request, in-process or over HTTP
 * (API_URL). Either way the API sees the visitor's own address, so one guesser is limited and not everyone.
 */
describe("Rate limiting of ticket codes checked by the web app", () => {
  const guesser: IncomingRequest = { clientIp: "203.0.113.7", headers: new Headers() };
  const other: IncomingRequest = { clientIp: "198.51.100.2", headers: new Headers() };

  async function expectLimitedPerVisitor(execute: GraphQLExecute) {
    const lookup = (request: IncomingRequest) =>
      execute(ValidateTokenDocument, { token: "FF-0000-0000-0000" }, request);
    for (let i = 0; i < 15; i++) expect((await lookup(guesser)).errors).toBeUndefined();
    expect((await lookup(guesser)).errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect((await lookup(other)).errors).toBeUndefined();
  }

  it("limits each visitor, not the web server, when the operations run in-process", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    try {
      const context = graphqlContextFactory(testDeps(handle.db, now));
      await expectLimitedPerVisitor(createInProcessExecutor(buildSchema(), context));
    } finally {
      await handle.close();
    }
  });

  it("limits each visitor over HTTP too: the web app forwards the address to an API that trusts it", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    const server = testHttpApp(testDeps(handle.db, now)).listen(0, "127.0.0.1");
    try {
      await once(server, "listening");
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      await expectLimitedPerVisitor(createHttpExecutor(url));
    } finally {
      server.close();
      await handle.close();
    }
  });
});

/** The rule itself (decision 0004), counted in the database: two points for a wrong code, none for a valid one. */
describe("withCodeAttemptLimit", () => {
  async function withVisitor(clientIp: string | null, work: (deps: ServiceDeps, tick: () => void) => Promise<void>) {
    const [database] = testDatabases();
    const handle = await database!.open();
    let moment = now;
    try {
      const deps = actingAs(
        testDeps(handle.db, () => moment),
        { kind: "visitor", clientIp },
      );
      await work(deps, () => (moment = new Date(moment.getTime() + 60_000)));
    } finally {
      await handle.close();
    }
  }
  const limited = { code: "RATE_LIMITED", message: "Te veel pogingen. Probeer het over 1 minuut opnieuw." };

  it("lets 15 invalid codes a minute through, then answers RATE_LIMITED until the minute has passed", async () => {
    await withVisitor("203.0.113.7", async (deps, aMinuteLater) => {
      const invalid = () =>
        withCodeAttemptLimit(
          deps,
          async () => false,
          (valid) => !valid,
        );
      for (let i = 0; i < 15; i++) await expect(invalid()).resolves.toBe(false);
      await expect(invalid()).rejects.toMatchObject(limited);
      aMinuteLater();
      await expect(invalid()).resolves.toBe(false);
    });
  });

  it("counts an unknown code double, a valid code nothing, and another NOT_FOUND (a workshop) nothing", async () => {
    await withVisitor("203.0.113.8", async (deps) => {
      const unknownCode = () =>
        withCodeAttemptLimit(deps, () =>
          Promise.reject(new DomainError("NOT_FOUND", "onbekend", { field: "registrationToken" })),
        );
      for (let i = 0; i < 15; i++) await expect(unknownCode()).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(unknownCode()).rejects.toMatchObject(limited);
    });
    await withVisitor("203.0.113.9", async (deps) => {
      // A ticket holder toggling cards: a valid code, and a workshop that is not theirs, cost the client nothing.
      for (let i = 0; i < 40; i++) await withCodeAttemptLimit(deps, async () => true);
      const unknownWorkshop = () =>
        withCodeAttemptLimit(deps, () =>
          Promise.reject(new DomainError("NOT_FOUND", "onbekend", { field: "workshopId" })),
        );
      for (let i = 0; i < 20; i++) await expect(unknownWorkshop()).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(withCodeAttemptLimit(deps, async () => true)).resolves.toBe(true);
    });
    await withVisitor(null, async (deps) => {
      for (let i = 0; i < 100; i++)
        await withCodeAttemptLimit(
          deps,
          async () => false,
          () => true,
        );
    });
  });
});
