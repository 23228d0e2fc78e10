/**
 * How much may be uploaded, counted in the database like the visitors' abuse limits (../rate-limits/counters.ts),
 * so every app process shares the counts: per staff member, files per hour and megabytes per day (a stolen or
 * careless session cannot fill the disk); per client, requests to POST /api/media per hour, counted before the
 * body is read (a flood of large bodies is refused before it costs parsing or disk).
 */
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { clientSubject } from "../rate-limits/client-key.ts";
import { spendPoints, type LimitRule, type SpendOutcome } from "../rate-limits/counters.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;
const KB = 1024;

/**
 * Spends one upload of the staff member's hour and the file's kilobytes of their day, or refuses with RATE_LIMITED
 * and the wait. A refused spend costs nothing; an upload then refused for its content has still cost its work.
 */
export async function limitStaffUploads(deps: ServiceDeps, bytes: number): Promise<void> {
  if (deps.actor.kind !== "staff") return;
  const { uploadsPerHour, uploadMegabytesPerDay } = deps.settings.staff;
  const subject = deps.actor.staffId;
  const now = deps.clock();
  const files: LimitRule = { name: "staff-uploads", limit: uploadsPerHour, windowSeconds: HOUR };
  const counted = await spendPoints(deps.db, files, subject, now);
  if (!counted.allowed) {
    throw uploadLimited(`Je hebt het afgelopen uur al ${uploadsPerHour} bestanden geüpload, het maximum.`, counted);
  }
  const volume: LimitRule = { name: "staff-upload-kb", limit: uploadMegabytesPerDay * KB, windowSeconds: DAY };
  const weighed = await spendPoints(deps.db, volume, subject, now, Math.max(1, Math.ceil(bytes / KB)));
  if (!weighed.allowed) {
    throw uploadLimited(
      `Je hebt de afgelopen 24 uur al bijna ${uploadMegabytesPerDay} MB geüpload, het maximum.`,
      weighed,
    );
  }
}

/** Spends one of the client's POST /api/media requests of the hour; the refusal says how long to wait. */
export async function limitMediaApiClient(deps: ServiceDeps, clientIp: string | null): Promise<SpendOutcome> {
  if (clientIp === null) return { allowed: true };
  const rule = { name: "media-api", limit: deps.settings.staff.mediaApiRequestsPerClientPerHour, windowSeconds: HOUR };
  return spendPoints(deps.db, rule, clientSubject(clientIp), deps.clock());
}

/** 'Probeer het over 12 minuten opnieuw.' or, for a day's limit, 'over 5 uur'. */
export function uploadWaitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes <= 90) return `Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
  return `Probeer het over ${Math.ceil(minutes / 60)} uur opnieuw.`;
}

function uploadLimited(reason: string, outcome: SpendOutcome & { allowed: false }): DomainError {
  const message = `${reason} ${uploadWaitText(outcome.retryAfterSeconds)}`;
  return new DomainError("RATE_LIMITED", message, {
    retryAfterSeconds: outcome.retryAfterSeconds,
    field: "file",
    fieldErrors: { file: message },
  });
}
