/**
 * Scans made while the connection is gone (decision 0019): kept on the device (localStorage, which survives a reload or
 * a crashed tab) and sent when the connection is back, each with the moment it was made. The server decides each
 * as if it came in then; what did not go through as a welcome is shown as a conflict.
 */
export type QueuedScan = {
  scopeKind: string;
  scopeId: string;
  /** What was scanned or typed; or the attendee chosen from the list. */
  code?: string;
  attendeeId?: string;
  /** A name for the list of conflicts ('Anna de Vries' or the code). */
  label: string;
  scannedAt: string;
};

/** The localStorage keys, named in the cookie statement (app/features/privacy/stored-items.ts). */
export const CHECK_IN_QUEUE_KEY = "checkInQueue";
export const CHECK_IN_DEVICE_KEY = "checkInDevice";
const KEY = CHECK_IN_QUEUE_KEY;

export function queuedScans(): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function store(scans: QueuedScan[]): void {
  if (scans.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(scans));
}

export function enqueueScan(scan: QueuedScan): number {
  const scans = [...queuedScans(), scan];
  store(scans);
  return scans.length;
}

/**
 * Sends the queue in order, one at a time; stops at the first scan the network still cannot carry, so nothing is
 * lost or sent twice (a scan leaves the queue only after its answer came back).
 */
export async function drainQueue(send: (scan: QueuedScan) => Promise<"sent" | "offline">): Promise<number> {
  let sent = 0;
  for (const scan of queuedScans()) {
    if ((await send(scan)) === "offline") break;
    store(queuedScans().filter((queued) => !(queued.scannedAt === scan.scannedAt && queued.label === scan.label)));
    sent++;
  }
  return sent;
}

/** A random name for this device, kept, so a second device's scan of the same ticket can say so. */
export function deviceId(): string {
  const existing = localStorage.getItem(CHECK_IN_DEVICE_KEY);
  if (existing) return existing;
  const made = crypto.randomUUID().slice(0, 8);
  localStorage.setItem(CHECK_IN_DEVICE_KEY, made);
  return made;
}
