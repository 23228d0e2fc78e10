import { actingAs, type ServiceDeps } from "../domain/deps.ts";
import { expireOverdueHolds } from "../domain/orders/expire-holds.ts";
import { sendDueInvoiceReminders } from "../domain/invoices/invoice-reminders.ts";
import { issueDueCertificates } from "../domain/certificates/issue-certificates.ts";
import { reconcileOpenPayments } from "../domain/orders/reconcile-open-payments.ts";
import { reconcileOpenRefunds } from "../domain/refunds/refund-order.ts";
import { log } from "../log/logger.ts";
import { expireCourseWaitlistOffers } from "../domain/courses/waitlist/expire-offers.ts";
import { deleteExpiredCounters } from "../domain/rate-limits/counters.ts";
import { sendDueReminders } from "../domain/reminders/send-due-reminders.ts";
import { recordHeartbeat } from "../ops/heartbeats.ts";
import { DEFAULT_JOB_INTERVALS } from "../ops/job-intervals.ts";
import { runRetention } from "../domain/privacy/run-retention.ts";

export type OrderWorker = {
  /**
   * One round that starts after this call (after the running one, if any) and resolves when it is done: for tests,
   * the test control and the first round at start, which must see what happened before they asked.
   */
  runOnce: () => Promise<void>;
  /** Starts the timer: a round every `intervalMs`, skipped while one runs or waits. The timer keeps nothing alive. */
  start: (intervalMs?: number) => void;
  /** Stops the timer and waits for the rounds asked for, so the database can be closed after it. */
  stop: () => Promise<void>;
};

type OrderWorkerOptions = {
  deps: ServiceDeps;
  /** The .eml transport's directory, whose old files the retention job deletes (decision 0024). */
  mailDirectory?: string | null;
};

/** An order worker running on its timer (default 30 s): see createOrderWorker. */
export function startOrderWorker(options: OrderWorkerOptions & { intervalMs?: number }): OrderWorker {
  const worker = createOrderWorker(options);
  worker.start(options.intervalMs);
  return worker;
}

/**
 * The background work of ticket sales: expire holds past their time, reconcile payments that stay open and
 * refunds that are not final yet, remind buyers of invoices unpaid after their due date, remind participants of
 * courses and events a few days ahead, pass expired waitlist offers on, issue the certificates of
 * attendance of accredited events and courses that ended; delete the abuse limits' expired counters; and,
 * once a day across all workers, apply the retention periods of personal data.
 * Every app process runs one, unless WORKER=false leaves it to `npm run worker` (server/worker.ts); the domain
 * functions claim their work with conditional updates, so several workers never do a thing twice. Rounds never
 * overlap within a process. Without start() it runs only when asked (the test control in a web process without jobs).
 */
export function createOrderWorker(options: OrderWorkerOptions): OrderWorker {
  const { mailDirectory = null } = options;
  const deps = actingAs(options.deps, { kind: "system", name: "bestellingenwerker" });
  // The rounds asked for, one after another; `waiting` counts those not finished, so the timer adds none to them.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    if (stopped) return;
    try {
      await expireOverdueHolds(deps);
      await reconcileOpenPayments(deps);
      await sendDueInvoiceReminders(deps);
      await reconcileOpenRefunds(deps);
      await sendDueReminders(deps);
      // Course waitlist offers past their deadline pass to the next person.
      await expireCourseWaitlistOffers(deps);
      // Certificates of attendance of accredited events and courses that ended.
      await issueDueCertificates(deps);
      // The abuse limits' counters of past windows: housekeeping that every process may do, like the rest.
      await deleteExpiredCounters(deps.db, deps.clock());
      // Personal data past its retention period: claimed once a day, so this is a no-op most rounds.
      await runRetention(deps, { mailDirectory });
    } catch (error) {
      log.error("worker.round_failed", "Bestellingenwerker: ronde mislukt.", { error });
    }
    await beat();
  };
  // The heartbeat says the rounds keep coming (/readyz, /metrics), also after one failed: that is logged above.
  const beat = () =>
    recordHeartbeat(deps.db, "order-worker", deps.clock()).catch((error: unknown) =>
      log.warn("worker.heartbeat_failed", "Bestellingenwerker: hartslag niet vastgelegd.", { error }),
    );
  const runOnce = () => {
    if (stopped) return Promise.resolve();
    waiting++;
    queue = queue.then(round).finally(() => waiting--);
    return queue;
  };

  return {
    runOnce,
    start(intervalMs = DEFAULT_JOB_INTERVALS.orderWorkerMs) {
      if (timer || stopped) return;
      timer = setInterval(() => (waiting === 0 ? void runOnce() : undefined), intervalMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await queue;
    },
  };
}
