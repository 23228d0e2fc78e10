import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Database } from "../../server/db/client.ts";
import type { PaymentProvider } from "../../server/domain/payments/payment-provider.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer } from "../../server/graphql/yoga.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import type { AbuseLimits } from "../../server/domain/deps.ts";
import { clockOf, settingsWithLimits, testDeps, type TestTime } from "./deps.ts";

export type GraphQLResponse<TData> = {
  status: number;
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
};

export type GraphQLClientOptions = {
  /** Our own origin; default http://localhost:3000. */
  publicUrl?: string;
  /** Default: the built-in test provider on the same database. */
  paymentProvider?: PaymentProvider;
  /**
   * The IP every request comes from, as Express would report it. Default none: requests without a client are
   * not rate-limited, so tests that fire many operations are not refused.
   */
  clientIp?: string;
  /** Default: the limits of a server started without any environment. */
  abuseLimits?: Partial<AbuseLimits>;
};

/**
 * Sends operations through the real HTTP handler (yoga.fetch), as a browser or another client would.
 * `now` is a fixed moment or a clock function (tests that let time pass).
 */
export function graphqlClient(db: Database, now: TestTime, options: GraphQLClientOptions = {}) {
  const clock = clockOf(now);
  const base = settingsWithLimits(options.abuseLimits ?? {});
  const publicUrl = options.publicUrl ?? base.site.publicUrl;
  const payments = options.paymentProvider ?? new TestPaymentProvider(db, publicUrl, clock);
  const settings = { ...base, site: { ...base.site, publicUrl } };
  const deps = testDeps(db, clock, { payments, settings });
  const yoga = createGraphQLServer({
    schema: buildSchema(),
    context: graphqlContextFactory(deps),
    graphiql: false,
    publicUrl,
  });
  // What Express hands Yoga as the server context: the Node request, here only its IP.
  const serverContext = options.clientIp ? { req: { ip: options.clientIp } } : {};

  /** `headers` adds to the JSON ones, e.g. a Cookie with a staff session. */
  async function send<TData>(body: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<TData>> {
    const response = await yoga.fetch(
      "http://localhost/graphql",
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
        body: JSON.stringify(body),
      },
      serverContext,
    );
    return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<TData>, "status">) };
  }

  return {
    send,
    /** Runs a typed operation document (app/graphql or test/graphql); `headers` as for `send`. */
    run<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      headers?: Record<string, string>,
    ) {
      const operation = document.definitions.find((definition) => definition.kind === "OperationDefinition");
      return send<TData>({ query: print(document), variables, operationName: operation?.name?.value }, headers);
    },
  };
}
