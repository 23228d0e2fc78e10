import { createContext, type RouterContextProvider } from "react-router";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { DocumentNode } from "graphql";
import { INTERNAL_ERROR_CODE, SERVICE_UNAVAILABLE_CODE } from "../../common/error-codes.ts";
import type { ImageUploadOutcome, ImageUploadRequest } from "../../common/media-upload.ts";
import type { StaffDownloadOutcome, StaffDownloadRequest } from "../../common/staff-downloads.ts";
import { serviceUnavailable } from "./service-unavailable.ts";

type GraphQLErrorShape = { message: string; extensions?: Record<string, unknown> };
export type ExecutionOutcome = { data?: Record<string, unknown> | null; errors?: GraphQLErrorShape[] };

/**
 * The visitor's request that a loader or action runs an operation for, as the server resolved it once: the client
 * address by its trusted-proxy rule, and the headers the API reads (cookies, origin). The API sees the same
 * visitor whether the operation runs in-process or over HTTP (decision 0009).
 */
export type IncomingRequest = {
  clientIp: string | null;
  headers: Headers;
  /**
   * A multipart post to a /beheer page (a form with an upload): the form as the server already read it from the
   * stream, its file on disk (server/http/upload-form.ts). The request's own body is then empty: read the form
   * with postedForm (app/features/beheer/image-upload.ts).
   */
  uploadedForm?: FormData;
};

/**
 * Runs one operation for a request (null: none, e.g. a script): in-process against the schema by default,
 * over HTTP when API_URL is set.
 */
export type GraphQLExecute = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  request: IncomingRequest | null,
) => Promise<ExecutionOutcome>;

/**
 * Stores an image uploaded on a /beheer page for the request's staff member: in-process by default,
 * over HTTP (POST /api/media) when API_URL is set. GraphQL takes no files (JSON only, 64 kB), so uploads have
 * their own way in; the server checks the session, the permission and the bytes either way.
 */
export type StoreImage = (upload: ImageUploadRequest, request: IncomingRequest | null) => Promise<ImageUploadOutcome>;

/**
 * Makes a back-office file (a participant list, an attendance list, the bookkeeping export) for the
 * request's staff member: in-process by default, over HTTP (GET /api/downloads/<name>) when API_URL is set.
 */
export type DownloadFile = (
  request: StaffDownloadRequest,
  incoming: IncomingRequest | null,
) => Promise<StaffDownloadOutcome>;

/** What the server hands the web app (see server/main.ts); the same for every request. */
export type AppServices = {
  graphql: GraphQLExecute;
  storeImage: StoreImage;
  download: DownloadFile;
  siteName: string;
  /** The origin visitors use, without trailing slash, for canonical and Open Graph URLs. */
  publicUrl: string;
  /** The server's clock (decision 0009), for what a page shows of the present, such as the footer's year. */
  now: () => Date;
  /**
   * The built-in test payment provider runs where others can reach it (PAYMENTS=test on a public host): every
   * page says that this is a test environment.
   */
  testEnvironmentNotice: boolean;
};

const env = typeof process === "undefined" ? {} : process.env;

/**
 * The context's default, for a render that no server hands services over. None does today: nothing is
 * prerendered (react-router.config.ts), every page is rendered by the server with its own services.
 */
const withoutServer: AppServices = {
  graphql: () => Promise.reject(new Error("Zonder server is er geen GraphQL-API beschikbaar.")),
  storeImage: () => Promise.reject(new Error("Zonder server kunnen er geen afbeeldingen worden opgeslagen.")),
  download: () => Promise.reject(new Error("Zonder server worden er geen bestanden gemaakt.")),
  siteName: env.SITE_NAME || "Forensisch Forum",
  publicUrl: (env.PUBLIC_URL || "http://localhost:3000").replace(/\/+$/, ""),
  now: () => new Date(),
  testEnvironmentNotice: false,
};

export const appServicesContext = createContext<AppServices>(withoutServer);

/** The request being handled; set by the server for every page request. */
export const incomingRequestContext = createContext<IncomingRequest | null>(null);

/**
 * The Content-Security-Policy nonce of this response (server/http/security-headers.ts), which every inline script
 * of the page must carry; absent without a server.
 */
export const cspNonceContext = createContext<string | null>(null);

/**
 * The `handle` a route module exports, by the route's pattern (`/beheer/bestellingen/:id`): set by the server from
 * its build, so a layout's middleware can read what the page below it declares (its permission, say).
 */
export type RouteHandleOf = (pattern: string) => unknown;

export const routeHandlesContext = createContext<RouteHandleOf>(() => undefined);

export function appServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appServicesContext);
}

/** An operation failed: the API's Dutch message (or a generic one), its code, and for RATE_LIMITED the wait. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly code: string;
  /** RATE_LIMITED: seconds until the API takes the request again (its `extensions.retryAfterSeconds`). */
  readonly retryAfterSeconds: number | null;
  /** BAD_USER_INPUT and some CONFLICTs: the message of each wrong input field (`extensions.fieldErrors`). */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    message: string,
    code: string,
    retryAfterSeconds: number | null = null,
    fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * Runs a typed operation and returns its data, or throws an ApiError with the first error; when the API or its
 * database cannot be reached, the outage page instead (./service-unavailable.ts).
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  let outcome: ExecutionOutcome;
  try {
    outcome = await appServices(context).graphql(document, variables ?? {}, context.get(incomingRequestContext));
  } catch (cause) {
    console.error("GraphQL-aanroep mislukt:", cause);
    throw serviceUnavailable();
  }
  const [first] = outcome.errors ?? [];
  if (first) {
    const code = typeof first.extensions?.code === "string" ? first.extensions.code : INTERNAL_ERROR_CODE;
    if (code === SERVICE_UNAVAILABLE_CODE) throw serviceUnavailable();
    const retryAfter = first.extensions?.retryAfterSeconds;
    throw new ApiError(first.message, code, typeof retryAfter === "number" ? retryAfter : null, fieldErrorsOf(first));
  }
  if (!outcome.data) throw new ApiError("Geen gegevens ontvangen van de server.", INTERNAL_ERROR_CODE);
  return outcome.data as TData;
}

/** The per-field messages of an error, when it has them as strings. */
function fieldErrorsOf(error: GraphQLErrorShape): Record<string, string> {
  const value = error.extensions?.fieldErrors;
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
