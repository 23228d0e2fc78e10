import { createYoga, type GraphiQLOptions, type Plugin } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import { clientIpOf, originAllowed, originOf, requestInfo } from "./request-info.ts";
import type { GraphQLContext, GraphQLContextFactory } from "./context.ts";
import { inDutch, isGraphQLError } from "./dutch-errors.ts";
import { maskError } from "./errors.ts";
import { limitErrors, parseWithTokenLimit } from "./limits.ts";
import { logConsoleStyle } from "../log/console.ts";
import { errorStatusResponse } from "./error-status.ts";

export type YogaOptions = {
  schema: GraphQLSchema;
  /** Builds the context of one request from what the API knows of it. */
  context: GraphQLContextFactory;
  /** GraphiQL in the browser at /graphql; on in development only. */
  graphiql: boolean;
  /** PUBLIC_URL: the site's own pages may call /graphql from the browser, with their cookies. */
  publicUrl: string;
  /** CORS_ORIGINS: other sites whose pages may call /graphql from the browser, without cookies. */
  corsOrigins?: readonly string[];
  /** Answer __schema and __type (GRAPHQL_INTROSPECTION); off unless asked for. */
  introspection?: boolean;
};

/**
 * Yoga logs every error that maskError replaced. That would print a stack trace for each rule violation
 * (a SOLD_OUT during a rush is an answer, not a failure), for each syntax or variable error it said again in
 * Dutch, and a second copy of each unexpected failure, which maskError has logged already. So errors that went
 * through maskError (GraphQL errors, by then) are not logged again here.
 */
const logger = {
  debug: () => undefined,
  info: (...args: unknown[]) => logConsoleStyle("info", "graphql.server", args),
  warn: (...args: unknown[]) => logConsoleStyle("warn", "graphql.server", args),
  error: (...args: unknown[]) => {
    if (args.some(isGraphQLError)) return;
    logConsoleStyle("error", "graphql.server", args);
  },
};

async function renderOfflineGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import("@graphql-yoga/render-graphiql");
  return renderGraphiQL(options);
}

/** The HTTP GraphQL endpoint at /graphql. */
export function createGraphQLServer({
  schema,
  context,
  graphiql,
  publicUrl,
  corsOrigins = [],
  introspection = false,
}: YogaOptions) {
  const publicOrigin = originOf(publicUrl);
  const browserOrigins = new Set([publicOrigin, ...corsOrigins]);
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // Mounted in Express, the server context carries the Node request (`req`) with the client's IP as Express
    // resolved it; `request` is the Fetch request with the headers.
    context: ({ req, request }) => context(requestInfo(clientIpOf(req), request.headers)),
    graphiql: graphiql ? { title: "Forensisch Forum GraphQL" } : false,
    // Yoga's own page loads GraphiQL from a CDN and stays blank offline; this one carries its scripts and styles in
    // the page. A development dependency, so it is imported only when GraphiQL is on (never in production).
    ...(graphiql ? { renderGraphiQL: renderOfflineGraphiQL } : {}),
    landingPage: false,
    batching: false,
    // Only the listed origins get CORS headers: our own with credentials (cookies), the others without. Any other
    // origin gets none, so its pages can neither send a JSON POST (the preflight fails) nor read an answer.
    cors: (request) => {
      const origin = request.headers.get("origin");
      if (!origin || !originAllowed(origin, browserOrigins)) return false;
      const credentials = origin === publicOrigin;
      return {
        origin: [origin],
        credentials,
        methods: ["POST"],
        allowedHeaders: ["Content-Type", "Accept"],
        maxAge: 600,
      };
    },
    maskedErrors: { maskError },
    logging: logger,
    plugins: [jsonPostsOnly(browserOrigins), withinLimits(introspection), errorStatusResponse],
  });
}

type Refusal = { status: number; code: string; message: string; headers?: Record<string, string> };

/**
 * CSRF: a page on another site can make a browser send a form (urlencoded, multipart, text/plain) or a GET without
 * asking, but a JSON POST only after a CORS preflight, which only `browserOrigins` pass. So /graphql takes JSON
 * POSTs only. GET is refused too, also for queries: nothing needs it (GraphiQL and every client post), and
 * variables in a URL end up in proxy and browser logs. A request whose Origin names another site is refused
 * as well, whatever it looks like. CORS preflights (OPTIONS) and the GraphiQL page are answered before this.
 */
function jsonPostsOnly(browserOrigins: ReadonlySet<string>): Plugin {
  function refusal(request: Request, url: URL): Refusal | undefined {
    if (request.method !== "POST") {
      const message = "Stuur GraphQL-verzoeken als POST met een JSON-body (Content-Type: application/json).";
      return { status: 405, code: "METHOD_NOT_ALLOWED", message, headers: { Allow: "POST" } };
    }
    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json") {
      const message = "Alleen JSON wordt aangenomen: stuur Content-Type: application/json.";
      return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message };
    }
    const ownOrigins = new Set([...browserOrigins, url.origin]);
    if (!originAllowed(request.headers.get("origin"), ownOrigins)) {
      const message = "Verzoeken vanaf een andere website worden niet aangenomen.";
      return { status: 403, code: "FORBIDDEN_ORIGIN", message };
    }
    return undefined;
  }

  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      const refused = refusal(request, url);
      if (!refused) return;
      const body = JSON.stringify({ errors: [{ message: refused.message, extensions: { code: refused.code } }] });
      const headers = { "Content-Type": "application/json; charset=utf-8", ...refused.headers };
      endResponse(new fetchAPI.Response(body, { status: refused.status, headers }));
    },
    onResponse({ response }) {
      // The CORS headers differ per Origin, so a cache must keep them apart.
      response.headers.append("Vary", "Origin");
    },
  };
}

/**
 * The limits of server/graphql/limits.ts: tokens while parsing, then fields, aliases, depth and introspection
 * before graphql-js's own rules run (some of which take time quadratic in the fields). graphql-js's validation
 * errors get Dutch messages.
 */
function withinLimits(introspection: boolean): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn(parseWithTokenLimit(parseFn));
    },
    onValidate({ params, setResult }) {
      const errors = limitErrors(params.documentAST, { introspection });
      if (errors.length > 0) setResult(errors);
      return ({ result, setResult: replaceResult }) => {
        if (result.length > 0)
          replaceResult(result.map((error: unknown) => (isGraphQLError(error) ? inDutch(error) : error)));
      };
    },
  };
}
