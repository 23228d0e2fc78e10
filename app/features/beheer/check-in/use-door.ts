/**
 * The door page with JavaScript (decision 0019): scans and list clicks are posted to the scan address without leaving
 * the page, the counters follow each answer, and a scan the network cannot carry waits in the device's queue
 * (scan-queue.ts) until the connection is back; the queue is tried again when the browser says it is online and
 * every few seconds.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import type { CheckInAnswer, CheckInScopeRef, CheckInScopeView } from "./check-in-request.ts";
import { signal } from "./feedback.ts";
import { deviceId, drainQueue, enqueueScan, queuedScans, type QueuedScan } from "./scan-queue.ts";

export type DoorAnswer =
  | CheckInAnswer
  | { kind: "queued"; label: string }
  | { kind: "signed-out" }
  /** The queue was sent: what the panel says instead of 'scan bewaard'; the problems are listed below it. */
  | { kind: "queue-sent"; problems: boolean };

/** Once the queue is empty, the panel that said a scan was kept says it went; a newer scan's answer stays. */
export function afterQueueSent(current: DoorAnswer | null, problems: boolean): DoorAnswer | null {
  const saysKept = current?.kind === "queued" || current?.kind === "signed-out";
  return saysKept ? { kind: "queue-sent", problems } : current;
}

type Posted = CheckInAnswer | "offline" | "signed-out";

const RETRY_MS = 5_000;

async function postScan(scan: QueuedScan): Promise<Posted> {
  const fields: Record<string, string> = {
    soort: scan.scopeKind,
    id: scan.scopeId,
    scannedAt: scan.scannedAt,
    deviceId: deviceId(),
    ...(scan.attendeeId ? { attendeeId: scan.attendeeId } : { code: scan.code ?? "" }),
  };
  let response: Response;
  try {
    response = await fetch(STAFF_PATHS.checkInScan, { method: "POST", body: new URLSearchParams(fields) });
  } catch {
    return "offline";
  }
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 400 && type.startsWith("text/plain"))
    return { kind: "refused", message: await response.text() };
  // An ended session is answered with the sign-in page: keep the scan until someone signs in again.
  if (!type.includes("application/json")) return "signed-out";
  return (await response.json()) as CheckInAnswer;
}

export function useDoor(scope: CheckInScopeRef, initial: CheckInScopeView) {
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [counts, setCounts] = useState({ expected: initial.expected, checkedIn: initial.checkedIn });
  const [queued, setQueued] = useState(0);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const revalidator = useRevalidator();
  const draining = useRef(false);

  const absorb = useCallback((posted: CheckInAnswer) => {
    const scopeNow = posted.kind === "result" ? posted.result.scope : posted.kind === "undone" ? posted.scope : null;
    if (scopeNow) setCounts({ expected: scopeNow.expected, checkedIn: scopeNow.checkedIn });
  }, []);

  const drain = useCallback(async () => {
    if (draining.current || queuedScans().length === 0) return;
    draining.current = true;
    let sent = 0;
    let problems = false;
    try {
      sent = await drainQueue(async (scan) => {
        const posted = await postScan(scan);
        if (posted === "offline" || posted === "signed-out") return "offline";
        absorb(posted);
        if (posted.kind !== "result" || posted.result.status !== "WELCOME") {
          const message = posted.kind === "result" ? posted.result.message : "message" in posted ? posted.message : "";
          setConflicts((list) => [...list, `${scan.label}: ${message}`]);
          problems = true;
        }
        return "sent";
      });
    } finally {
      draining.current = false;
      const left = queuedScans().length;
      setQueued(left);
      if (sent > 0 && left === 0) setAnswer((current) => afterQueueSent(current, problems));
      // Only with news, and so never while offline: a failed reload would replace the page with an error.
      if (sent > 0) void revalidator.revalidate();
    }
  }, [absorb, revalidator]);

  useEffect(() => {
    // The queue lives in this device's storage, which the server render cannot know: read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one read of browser storage
    setQueued(queuedScans().length);
    void drain();
    const timer = setInterval(() => void drain(), RETRY_MS);
    window.addEventListener("online", drain);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", drain);
    };
  }, [drain]);

  const submit = useCallback(
    async (what: { code: string } | { attendeeId: string; name: string }) => {
      const scan: QueuedScan = {
        scopeKind: scope.kind,
        scopeId: scope.id,
        ...("code" in what ? { code: what.code, label: what.code } : { attendeeId: what.attendeeId, label: what.name }),
        // The device's moment of the scan: a scan queued offline reaches the server later (it bounds the moment).
        // eslint-disable-next-line no-restricted-syntax -- the scan's own time, not a rule
        scannedAt: new Date().toISOString(),
      };
      // Older scans go first, so the door sees them in the order they were made.
      const posted = queuedScans().length > 0 || !navigator.onLine ? "offline" : await postScan(scan);
      if (posted === "offline" || posted === "signed-out") {
        setQueued(enqueueScan(scan));
        setAnswer(posted === "offline" ? { kind: "queued", label: scan.label } : { kind: "signed-out" });
        signal(false);
        void drain();
        return;
      }
      absorb(posted);
      setAnswer(posted);
      signal(posted.kind === "result" && posted.result.status === "WELCOME");
      void revalidator.revalidate();
    },
    [scope, absorb, drain, revalidator],
  );

  return { answer, counts, queued, conflicts, submit, clearConflicts: () => setConflicts([]) };
}
