import { setTimeout as pause } from "node:timers/promises";
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import type { Audience, Expectation } from "./bad-values.ts";
import { nextClientAddress, type CorpusSite } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { isDutch, messagesInPage } from "./dutch.ts";
import { changedTables } from "./table-counts.ts";

/** One request of the corpus, as sent over HTTP. */
export type CorpusRequest = {
  method?: "GET" | "POST";
  /** Path and query on the site. */
  path: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | FormData;
  /** Sent with Transfer-Encoding: chunked, so no Content-Length announces its size. */
  chunked?: boolean;
};

/** What answers: /graphql (JSON with errors[]) or a page of the web app (HTML). */
type AnswerKind = "graphql" | "page";

export type CorpusCase = {
  /** Field and value, e.g. 'billingInformation.firstName: NUL-teken'. */
  name: string;
  kind: AnswerKind;
  expect: Expectation;
  audience: Audience;
  /** The statuses allowed, when the status itself is the requirement (413 for a body over the limit). */
  statuses?: readonly number[];
  /** Markup the request carries, which must never come back unescaped (in the answer or a mail). */
  markup?: string;
  /** Sent with the corpus beheerder's session cookie (a staff operation of the back office). */
  asStaff?: boolean;
  /** Sent with a Cookie of its own, made before counting (a sign-out ends its own session, not the beheerder's). */
  cookie?: CookieSource;
  /** Puts the world in the state the case needs (e.g. the ticket holds no workshop), before counting. */
  prepare?: (world: CorpusWorld) => Promise<void>;
  request: (world: CorpusWorld) => CorpusRequest;
};

export type CookieSource = (world: CorpusWorld) => Promise<string> | string;

/** The Cookie header a case or baseline sends: its own, the corpus beheerder's, or none. */
export async function cookieOf(
  world: CorpusWorld,
  source: { cookie?: CookieSource | undefined; asStaff?: boolean | undefined },
): Promise<string | undefined> {
  if (source.cookie) return source.cookie(world);
  return source.asStaff ? world.staffCookie : undefined;
}

const INTERNAL_ERROR_CODE = "INTERNAL_SERVER_ERROR";

export type CorpusAnswer = { status: number; text: string; contentType: string };

/** What a corpus file sent and saw, for its closing line (cases, requests, 5xx). */
export const corpusStats = { cases: 0, requests: 0, serverErrors: 0, toleratedAccepted: 0 };

/**
 * Sends a request over a plain HTTP connection. A server may answer before it has read a large body (a size
 * limit does exactly that); the server reads and drops the rest (server/http/body-limit.ts), so the answer
 * arrives whole. Only a request that got no answer at all fails.
 */
export async function send(site: CorpusSite, request: CorpusRequest, cookie?: string): Promise<CorpusAnswer> {
  corpusStats.requests++;
  const url = `${site.url}${request.path}`;
  const method = request.method ?? "POST";
  // A Fetch Request encodes the body as a browser would (URL-encoded, multipart with its boundary).
  const prepared = new Request(url, {
    method,
    headers: {
      origin: site.url,
      "x-forwarded-for": nextClientAddress(),
      ...(cookie ? { cookie } : {}),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const body = Buffer.from(await prepared.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(prepared.headers);
  // An empty content type asks for none at all (a Fetch Request would add text/plain).
  if (request.headers?.["content-type"] === "") delete headers["content-type"];
  if (request.chunked) headers["transfer-encoding"] = "chunked";
  else if (method !== "GET") headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    // A connection of its own (agent: false): each case is another visitor, and a connection a case left in a bad
    // state must not fail the next one.
    const outgoing = httpRequest(url, { method, headers, agent: false }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString("utf8"),
          contentType: String(response.headers["content-type"] ?? ""),
        });
      response.on("end", done);
      response.on("error", done);
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(new Error(`geen antwoord op ${method} ${request.path.slice(0, 80)}: ${error.message}`));
    });
    for (let offset = 0; offset < body.length; offset += 64 * 1024)
      outgoing.write(body.subarray(offset, offset + 64 * 1024));
    outgoing.end();
  });
}

type GraphQLAnswer = { errors?: { message?: unknown; extensions?: { code?: unknown } }[]; data?: unknown };

function parseGraphQL(text: string): GraphQLAnswer | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as GraphQLAnswer) : null;
  } catch {
    return null;
  }
}

/** The messages an answer gives, and whether it reports an internal failure. */
function readAnswer(kind: AnswerKind, status: number, text: string) {
  if (kind === "page") return { messages: messagesInPage(text, status), internal: false, errors: 0 };
  const answer = parseGraphQL(text);
  if (!answer) return { messages: text.trim() ? [text.trim().slice(0, 300)] : [], internal: false, errors: 0 };
  const errors = answer.errors ?? [];
  return {
    messages: errors.map((error) => String(error.message ?? "")),
    internal: errors.some((error) => error.extensions?.code === INTERNAL_ERROR_CODE),
    errors: errors.length,
  };
}

/**
 * Waits until the mail worker has composed every requested mail (server/jobs/mail-requests.ts): a sign-in or
 * 'Mijn gegevens' request is composed after its answer, and the link it then writes would otherwise count as a row
 * written by the next case. Also before looking for markup in the mails, which a composed mail may carry.
 */
async function mailRequestsComposed(site: CorpusSite): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 15_000; await pause(10)) {
    const result = (await site.handle.db.execute(
      sql`select count(*)::int as count from mail_outbox where composer is not null`,
    )) as unknown as { rows: { count: number }[] };
    if (Number(result.rows[0]?.count ?? 0) === 0) return;
  }
  throw new Error("de mailworker stelde de gevraagde e-mails niet binnen 15 s op");
}

async function mailsWith(site: CorpusSite, markup: string): Promise<number> {
  const result = (await site.handle.db.execute(
    sql`select count(*)::int as count from mail_outbox where strpos(html, ${markup}) > 0`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Sends one case and gives what went wrong, in words (empty when all held): an internal failure, a status other
 * than the required one, rows written by a request that should have been refused, a refusal that does not say
 * why in Dutch to a person, accepted markup that comes back unescaped.
 */
export async function runCase(world: CorpusWorld, corpusCase: CorpusCase): Promise<string[]> {
  const { site } = world;
  await corpusCase.prepare?.(world);
  const cookie = await cookieOf(world, corpusCase);
  await mailRequestsComposed(site);
  const before = await site.counts();
  const mailsBefore = corpusCase.markup ? await mailsWith(site, corpusCase.markup) : 0;
  const logBefore = site.server.output().length;
  const response = await send(site, corpusCase.request(world), cookie);
  const { text } = response;
  const logged = failureLoggedSince(site, logBefore);
  const changed = changedTables(before, await site.counts());
  const answer = readAnswer(corpusCase.kind, response.status, text);

  corpusStats.cases++;
  if (response.status >= 500 || answer.internal) corpusStats.serverErrors++;
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  if (answer.internal) problems.push(`interne fout (${INTERNAL_ERROR_CODE}) bij HTTP ${response.status}`);
  if (logged) problems.push(`de server logde een fout: ${logged}`);
  if (corpusCase.statuses && !corpusCase.statuses.includes(response.status)) {
    problems.push(`HTTP ${response.status}, verwacht ${corpusCase.statuses.join(" of ")}`);
  }
  const accepted = changed.length > 0;
  if (accepted && corpusCase.expect === "tolerated") corpusStats.toleratedAccepted++;
  if (accepted && corpusCase.expect === "refused") problems.push(`rijen geschreven: ${changed.join(", ")}`);
  if (!accepted) problems.push(...refusalProblems(corpusCase, response.status, answer));
  if (accepted && corpusCase.markup) {
    await mailRequestsComposed(site);
    if (text.includes(corpusCase.markup) && !isJsonData(corpusCase.kind, response.contentType)) {
      problems.push("opmaak onge-escaped terug in het antwoord");
    }
    if ((await mailsWith(site, corpusCase.markup)) > mailsBefore) problems.push("opmaak onge-escaped in een e-mail");
  }
  return problems;
}

/**
 * A GraphQL answer served as JSON carries stored text as data, e.g. the name of a staff member just saved: no
 * browser renders it as a page (the security headers forbid sniffing), and the page that shows it escapes it. An
 * answer of another type that echoes markup is still a failure.
 */
function isJsonData(kind: AnswerKind, contentType: string): boolean {
  return kind === "graphql" && /^application\/(graphql-response\+)?json\b/.test(contentType);
}

/**
 * The first line the server logged as a failure since `offset`: a page may hide an internal error behind a polite
 * message and status 200 (the workshop wizard does), its log does not. The server writes its log before it answers,
 * but the pipe may deliver a line after the answer: a line that comes that late fails the next case of the batch,
 * with the line quoted, or the batch's closing check (corpus-suite.ts), which reads the log once more after a pause;
 * a pause after every case cost more than a tenth of the corpus's time.
 */
export function failureLoggedSince(site: CorpusSite, offset: number): string | null {
  const lines = site.server.output().slice(offset).split("\n");
  const failure = lines.find(isFailureLine);
  return failure ? failure.trim().slice(0, 160) : null;
}

/** A structured (JSON) line by its level; a plain line by its words. */
function isFailureLine(line: string): boolean {
  if (line.trimStart().startsWith("{")) {
    try {
      const { level } = JSON.parse(line) as { level?: unknown };
      return level === "error" || level === "fatal" || (typeof level === "number" && level >= 50);
    } catch {
      // Not JSON after all: judge it by its words.
    }
  }
  return /\b(error|faalde|mislukt)\b/i.test(line);
}

function refusalProblems(corpusCase: CorpusCase, status: number, answer: ReturnType<typeof readAnswer>): string[] {
  if (corpusCase.kind === "graphql" && status < 400 && answer.errors === 0 && answer.messages.length === 0) {
    return ["niets geschreven en geen fout gemeld"];
  }
  if (corpusCase.audience !== "person") return [];
  if (answer.messages.length === 0) return ["geen foutmelding voor de bezoeker"];
  const english = answer.messages.filter((message) => !isDutch(message));
  return english.length > 0 ? [`melding niet in het Nederlands: ${english[0]!.slice(0, 200)}`] : [];
}
