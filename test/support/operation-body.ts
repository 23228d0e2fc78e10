import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

/**
 * The JSON body of a typed operation as the web app posts it: its text, its variables and its name. The in-process
 * client (graphql-client.ts) sends it, and so do the tests that post to /graphql themselves (another process,
 * another header); no test writes a query's text by hand.
 */
export function operationBody<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): { query: string; variables?: TVariables; operationName?: string } {
  const operation = document.definitions.find((definition) => definition.kind === "OperationDefinition");
  return { query: print(document), variables, operationName: operation?.name?.value };
}
