import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Database } from "../../server/db/client.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { createGraphQLServer } from "../../server/graphql/yoga.ts";

export type GraphQLResponse<TData> = {
  status: number;
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Sends operations through the real HTTP handler (yoga.fetch), as a browser or another client would. */
export function graphqlClient(db: Database, now: Date) {
  const yoga = createGraphQLServer({ schema: buildSchema(), context: () => ({ db, now: () => now }), graphiql: false });

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
