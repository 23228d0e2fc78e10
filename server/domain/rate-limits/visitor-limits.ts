import type { AbuseLimits, Actor, ServiceDeps, UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { clientSubject } from "./client-key.ts";
import { addPenalty, checkPoints, spendPoints, type LimitRule, type SpendOutcome } from "./counters.ts";

/**
 * The abuse rates of a visitor's requests, in the words of the domain: each service that a visitor can
 * call to change something spends a point of its rule first, so /graphql and the web app's form actions (which run
 * the same operations) share one budget per client, across every app process.
 *
 * A call without a client (the system, a script or test calling a service in-process) is not limited: there is
 * no one to count it against. Every HTTP request has a client address (server/graphql/request-info.ts).
 */
export type ClientRule = "orders" | "enrollments" | "cancellations" | "codeAttempts";

const HOUR = 3600;
const MINUTE = 60;

const CLIENT_RULES: Record<ClientRule, (limits: AbuseLimits) => LimitRule> = {
  orders: (limits) => ({ name: "orders", limit: limits.ordersPerClientPerHour, windowSeconds: HOUR }),
  enrollments: (limits) => ({ name: "enrollments", limit: limits.enrollmentsPerClientPerHour, windowSeconds: HOUR }),
  cancellations: (limits) => ({
    name: "cancellations",
    limit: limits.cancellationsPerClientPerHour,
    windowSeconds: HOUR,
  }),
  codeAttempts: (limits) => ({
    name: "code-attempts",
    limit: limits.codeAttemptsPerClientPerMinute,
    windowSeconds: MINUTE,
  }),
};

/** Spends `cost` points of the visitor's client under `rule`, or refuses with RATE_LIMITED. */
export async function limitClient(deps: ServiceDeps, rule: ClientRule, cost = 1): Promise<void> {
  const client = visitorClient(deps);
  if (client === null) return;
  const limit = CLIENT_RULES[rule](deps.settings.abuseLimits);
  refuseWhenLimited(await spendPoints(deps.db, limit, client, deps.clock(), cost));
}

/** Adds points beyond the limit: the penalty for an attempt that turned out wrong. */
export async function penalizeClient(deps: ServiceDeps, rule: ClientRule, cost = 1): Promise<void> {
  const client = visitorClient(deps);
  if (client === null) return;
  await addPenalty(deps.db, CLIENT_RULES[rule](deps.settings.abuseLimits), client, deps.clock(), cost);
}

/**
 * Spends a point of the e-mail address that an order or enrolment names (and mails), whichever client sends it:
 * an attacker with many client addresses still cannot flood one inbox. Compared without regard to case. Runs
 * first in the change's transaction, so only a change that is made counts: a refused order (sold out, say) never
 * uses up someone else's address. The counter row stays locked until the commit, queueing that address's changes.
 */
export async function limitEmailAddress(unit: UnitOfWork, email: string): Promise<void> {
  if (clientOf(unit.actor) === null) return;
  const limit = { name: "email", limit: unit.settings.abuseLimits.requestsPerEmailPerHour, windowSeconds: HOUR };
  refuseWhenLimited(await spendPoints(unit.tx, limit, email.trim().toLowerCase(), unit.now));
}

/**
 * Spends a point of a ticket's workshop sign-up changes, whichever client sends them: each change mails the
 * attendee, so one code cannot mail an address over and over, and colleagues behind one office address never
 * share a budget. Runs in the change's transaction under the ticket's lock, so only a change that is made counts.
 */
export async function limitTicketChanges(unit: UnitOfWork, ticketId: string): Promise<void> {
  await limitOwnChanges(unit, "workshop-changes", ticketId);
}

/**
 * The twin of limitTicketChanges for a course enrolment (its registration numbers on the cancel link's page): the
 * changes count per enrolment, with the same budget per hour, whichever client sends them.
 */
export async function limitEnrollmentChanges(unit: UnitOfWork, enrollmentId: string): Promise<void> {
  await limitOwnChanges(unit, "enrollment-changes", enrollmentId);
}

async function limitOwnChanges(unit: UnitOfWork, name: string, subject: string): Promise<void> {
  if (clientOf(unit.actor) === null) return;
  const limit = { name, limit: unit.settings.abuseLimits.workshopChangesPerTicketPerHour, windowSeconds: HOUR };
  refuseWhenLimited(await spendPoints(unit.tx, limit, subject, unit.now));
}

/** The two budgets of a form that mails an address it is given: one per client, one per address. */
export type ClientAndAddressRule = {
  name: string;
  perClientPerHour: number;
  perAddressPerHour: number;
};

/**
 * Spends a point of the client, then one of the address, each its own budget, in the caller's transaction: colleagues
 * behind one office address share the larger client budget, and a request its client's limit refuses ends before it
 * spends anything of the address's, so a client over its own limit cannot use up an address's. An address over its
 * limit rolls the client's point back with the transaction. Without a client (a script, the system) only the
 * address counts.
 */
export async function limitClientThenAddress(
  unit: UnitOfWork,
  rule: ClientAndAddressRule,
  clientIp: string | null,
  address: string,
): Promise<void> {
  const perHour = (suffix: string, limit: number) => ({ name: `${rule.name}-${suffix}`, limit, windowSeconds: HOUR });
  if (clientIp !== null)
    refuseWhenLimited(
      await spendPoints(unit.tx, perHour("client", rule.perClientPerHour), clientSubject(clientIp), unit.now),
    );
  refuseWhenLimited(await spendPoints(unit.tx, perHour("email", rule.perAddressPerHour), address, unit.now));
}

/** Refuses with RATE_LIMITED while the client is over `rule`'s limit, spending nothing. */
export async function refuseLimitedClient(deps: ServiceDeps, rule: ClientRule): Promise<void> {
  const client = visitorClient(deps);
  if (client === null) return;
  refuseWhenLimited(await checkPoints(deps.db, CLIENT_RULES[rule](deps.settings.abuseLimits), client, deps.clock()));
}

/** Dutch, with the wait in whole minutes, rounded up: 'Probeer het over 1 minuut opnieuw.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}

/** RATE_LIMITED with the wait in `extensions.retryAfterSeconds`; /graphql answers it with 429 and Retry-After. */
export function rateLimitedError(retryAfterSeconds: number): DomainError {
  return new DomainError("RATE_LIMITED", tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
}

function refuseWhenLimited(outcome: SpendOutcome): void {
  if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
}

function visitorClient(deps: ServiceDeps): string | null {
  return clientOf(deps.actor);
}

function clientOf(actor: Actor): string | null {
  return actor.kind === "visitor" && actor.clientIp !== null ? clientSubject(actor.clientIp) : null;
}
