import { print, type DocumentNode } from "graphql";
import { forwardedHeaders } from "./forwarded-headers.ts";
import type { ExecutionOutcome, GraphQLExecute } from "./app-services.ts";

/**
 * Sends operations to a GraphQL endpoint over HTTP (POST with operationName, variables and query),
 * for when the web app is deployed against an API elsewhere (API_URL). It forwards the visitor: cookies, origin,
 * and the client address as X-Forwarded-For, which the API believes when it trusts this web server as a proxy
 * (TRUST_PROXY), so rate limits and sessions apply to the visitor, not to the web server.
 */
export function createHttpExecutor(url: string, timeoutMs = 10_000): GraphQLExecute {
  const printed = new WeakMap<DocumentNode, string>();
  return async (document, variables, request) => {
    let query = printed.get(document);
    if (!query) {
      query = print(document);
      printed.set(document, query);
    }
    const operation = document.definitions.find((definition) => definition.kind === "OperationDefinition");
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json, application/json",
        ...forwardedHeaders(request),
      },
      body: JSON.stringify({ operationName: operation?.name?.value, variables, query }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok && !response.headers.get("content-type")?.includes("json")) {
      throw new Error(`GraphQL-server antwoordde met HTTP ${response.status}`);
    }
    return (await response.json()) as ExecutionOutcome;
  };
}
