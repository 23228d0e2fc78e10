import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { operationBody } from "../operation-body.ts";

/**
 * The tests' own GraphQL client: it posts the typed documents of app/graphql (and the test-only ones of
 * test/graphql) to a running server's /graphql, the way any API client would, and gives their typed data.
 */

/** The API refused an operation, or did not answer GraphQL: the first error's code and the whole answer. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  readonly code: string;

  constructor(code: string, answer: string) {
    super(`GraphQL faalde (${code}): ${answer}`);
    this.code = code;
  }
}

/** Where the API runs: a base URL, or something that knows it once its server is up (a site session). */
export type ApiTarget = string | { readonly url: string };

/**
 * Who asks: the IP sent as X-Forwarded-For (which the server trusts from loopback) for its per-client rate
 * limits; a function gives each request an address of its own. A staff member also sends the session cookie and,
 * like the back office's pages, the site's own origin (staff mutations refuse other origins).
 */
export type ApiVisitor = { ip?: string | (() => string); staffSession?: { cookie: string } };

export type ApiClient = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
) => Promise<TData>;

type Answer<TData> = { data?: TData | null; errors?: { extensions?: { code?: unknown } }[] };

export function apiClient(target: ApiTarget, visitor: ApiVisitor = {}): ApiClient {
  return async function request<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
  ): Promise<TData> {
    const baseUrl = typeof target === "string" ? target : target.url;
    const ip = typeof visitor.ip === "function" ? visitor.ip() : visitor.ip;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(ip ? { "x-forwarded-for": ip } : {}),
        ...(visitor.staffSession ? { cookie: visitor.staffSession.cookie, origin: new URL(baseUrl).origin } : {}),
      },
      body: JSON.stringify(operationBody(document, variables as TVariables | undefined)),
    });
    const text = await response.text();
    let answer: Answer<TData>;
    try {
      answer = JSON.parse(text) as Answer<TData>;
    } catch {
      throw new ApiRequestError(`HTTP_${response.status}`, text);
    }
    const code = answer.errors?.[0]?.extensions?.code;
    if (answer.errors?.length) throw new ApiRequestError(typeof code === "string" ? code : "UNKNOWN", text);
    if (!response.ok || !answer.data) throw new ApiRequestError(`HTTP_${response.status}`, text);
    return answer.data;
  };
}
