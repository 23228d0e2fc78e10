import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Database } from "../../server/db/client.ts";
import type { PaymentProvider } from "../../server/domain/payments/payment-provider.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer } from "../../server/graphql/yoga.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import type { AbuseLimits } from "../../server/domain/deps.ts";
import { clockOf, settingsWithLimits, testDeps, type TestTime } from "./deps.ts";
import { operationBody } from "./operation-body.ts";

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
  async function post<TData>(body: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<TData>> {
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
    /** Runs a typed operation document (app/graphql or test/graphql); `headers` as for `post`. */
    run<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      headers?: Record<string, string>,
    ) {
      return post<TData>(operationBody(document, variables), headers);
    },
    /**
     * Runs a typed operation document with variables its types do not vouch for: for the tests of what the API
     * answers to input it refuses (a missing field, a control character, a value built from loose parts).
     */
    runUnchecked<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: unknown,
      headers?: Record<string, string>,
    ) {
      return post<TData>(operationBody(document, variables as TVariables), headers);
    },
    /**
     * Posts any JSON body, a query's text included. Only for tests of the transport and its limits (a query too
     * large, too deep or batched): every other test sends a typed document with `run`, so a query and the type of
     * its answer cannot drift apart.
     */
    postRawBody: post,
  };
}
