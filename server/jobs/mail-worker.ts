/**
 * Sends what the outbox holds. Each pass claims due mails (safe with several processes), renders their
 * attachments, sends them and records the outcome; failures are retried with backoff (server/mail/retry-policy.ts)
 * and, after the last attempt, marked FAILED and logged as an error for a person to act on.
 * A pass runs on an interval and, soon after a mail is enqueued, on a nudge: from this process, or in the worker
 * process from a web process's notification (./mail-notifications.ts).
 */
import type { Database } from "../db/client.ts";
import { renderAttachment } from "../documents/attachments.ts";
import type { Clock } from "../domain/deps.ts";
import {
  claimDueMails,
  composeRequestedMail,
  markSent,
  recordFailure,
  refuseRedactedMail,
  type MailComposer,
  type OutboxMail,
} from "../mail/outbox-delivery.ts";
import type { MailTransport, OutgoingMail } from "../mail/transport.ts";
import { log as serverLog, type Logger } from "../log/logger.ts";
import { recordHeartbeat } from "../ops/heartbeats.ts";
import { DEFAULT_JOB_INTERVALS } from "../ops/job-intervals.ts";

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  /** The From header, e.g. 'Forensisch Forum <info@forensischforum.nl>'. */
  from: string;
  site: { name: string; publicUrl: string };
  /** The clock due times are compared with: the one the services wrote them with. */
  clock: Clock;
  /** Who writes each kind of requested mail (server/jobs/mail-requests.ts); none: requests fail as unknown. */
  composers?: Readonly<Record<string, MailComposer>>;
  intervalMs?: number;
  batchSize?: number;
  /** Default: the server's logger. */
  log?: Pick<Logger, "warn" | "error">;
};

export type MailWorker = {
  /** One complete pass; passes never overlap. Resolves with what it did. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(): void;
  /** Asks for a pass soon, e.g. after a mail was enqueued. */
  nudge(): void;
  /** Stops the timers and waits for a running pass to end. */
  stop(): Promise<void>;
};

/**
 * The nudge comes while the enqueuing transaction is still open, so its mail becomes visible only after the
 * commit; the short delay lets most transactions finish first, and the interval catches the rest.
 */
const NUDGE_DELAY_MS = 300;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    from,
    site,
    clock: now,
    intervalMs = DEFAULT_JOB_INTERVALS.mailWorkerMs,
    batchSize = 10,
    composers = {},
  } = options;
  const log = options.log ?? serverLog;
  const messageDomain = new URL(site.publicUrl).hostname;
  let queue: Promise<unknown> = Promise.resolve();
  let interval: NodeJS.Timeout | undefined;
  let nudgeTimer: NodeJS.Timeout | undefined;

  /** Sends one claimed mail, a requested one once it is written; null when a request had nothing to send. */
  async function deliver(claimed: OutboxMail): Promise<boolean | null> {
    let mail = claimed;
    try {
      if (claimed.redactedAt !== null) {
        await refuseRedactedMail(db, claimed);
        log.warn("mail.redacted_not_resent", "E-mail met verwijderde eenmalige link niet opnieuw verstuurd.", {
          mailId: claimed.id,
        });
        return false;
      }
      if (claimed.composer !== null) {
        const composed = await composeRequestedMail(db, claimed, composers, now());
        if (!composed) return null;
        mail = composed;
      }
      const attachments = [];
      for (const ref of mail.attachments)
        attachments.push(await renderAttachment(db, ref, { ...site, mailFrom: from }));
      const message: OutgoingMail = {
        messageId: `<${mail.id}@${messageDomain}>`,
        from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments,
      };
      await transport.send(message);
      await markSent(db, mail, now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await recordFailure(db, mail, reason, now());
      // The mail's id finds it in the outbox; its address, subject and the server's answer (which often repeats
      // the address) stay out of the log, apart from what the redaction leaves of the error.
      const fields = { mailId: mail.id, attempts: outcome.attempts, error };
      if (outcome.status === "FAILED") {
        log.error("mail.failed", `E-MAIL DEFINITIEF NIET VERSTUURD na ${outcome.attempts} pogingen.`, fields);
      } else {
        const retryAt = outcome.nextAttemptAt.toISOString();
        log.warn("mail.retry", `E-mail niet verstuurd (poging ${outcome.attempts}); nieuwe poging om ${retryAt}.`, {
          ...fields,
          retryAt,
        });
      }
      return false;
    }
  }

  async function pass(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    for (;;) {
      const mails = await claimDueMails(db, now(), batchSize);
      // Per batch, not per pass: a long pass through a full outbox is a working worker (/readyz, /metrics).
      await recordHeartbeat(db, "mail-worker", now());
      for (const mail of mails) {
        const delivered = await deliver(mail);
        if (delivered) result.sent++;
        else if (delivered === false) result.failed++;
      }
      // A failed mail is rescheduled into the future, so this loop ends even when everything fails.
      if (mails.length < batchSize) return result;
    }
  }

  function runOnce() {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  function runInBackground() {
    runOnce().catch((error: unknown) =>
      log.error("mail.outbox_unreadable", "De mailworker kon de outbox niet lezen.", { error }),
    );
  }

  function nudge() {
    if (nudgeTimer || !interval) return;
    nudgeTimer = setTimeout(() => {
      nudgeTimer = undefined;
      runInBackground();
    }, NUDGE_DELAY_MS);
    nudgeTimer.unref();
  }

  return {
    runOnce,
    nudge,
    start() {
      if (interval) return;
      interval = setInterval(runInBackground, intervalMs);
      interval.unref();
      runInBackground();
    },
    async stop() {
      clearInterval(interval);
      clearTimeout(nudgeTimer);
      interval = undefined;
      nudgeTimer = undefined;
      await queue;
    },
  };
}
