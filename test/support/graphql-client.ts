import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Database } from "../../server/db/client.ts";
import type { PaymentProvider } from "../../server/domain/payments/payment-provider.ts";
import { TestPaymentProvider } from "../../server/domain/payments/test-provider.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer } from "../../server/graphql/yoga.ts";

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
};

/**
 * Sends operations through the real HTTP handler (yoga.fetch), as a browser or another client would.
 * `now` is a fixed moment or a clock function (tests that let time pass).
 */
export function graphqlClient(db: Database, now: Date | (() => Date), options: GraphQLClientOptions = {}) {
  const clock = typeof now === "function" ? now : () => now;
  const publicUrl = options.publicUrl ?? "http://localhost:3000";
  const paymentProvider = options.paymentProvider ?? new TestPaymentProvider(db, publicUrl);
  const yoga = createGraphQLServer({
    schema: buildSchema(),
    context: () => ({ db, now: clock, paymentProvider, publicUrl }),
    graphiql: false,
  });

  async function send<TData>(body: unknown): Promise<GraphQLResponse<TData>> {
    const response = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<TData>, "status">) };
  }

  return {
    send,
    /** Runs one of the web app's typed operation documents (app/graphql). */
    run<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables) {
      const operation = document.definitions.find((definition) => definition.kind === "OperationDefinition");
      return send<TData>({ query: print(document), variables, operationName: operation?.name?.value });
    },
  };
}
