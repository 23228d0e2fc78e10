/**
 * At most a few order transactions per event at once in this process, for order throughput in a ticket rush.
 *
 * Every order of an event updates the same counter rows (ticket-counters.ts), so its transactions queue for them in
 * PostgreSQL. A queue there is expensive: each commit wakes every transaction waiting for the row, each re-reads it,
 * and all but one go back to sleep, so fifty buyers at once made PostgreSQL spend most of its CPU on waking and
 * rechecking. Waiting here instead costs nothing: a transaction starts only when one of the event's lanes is free,
 * so PostgreSQL sees at most LANES transactions per event from each process. The database still decides capacity;
 * this only orders the arrivals. A process keeps its own lanes, which is why they are per process, not global.
 */
/** Measured with npm run bench:orders: 1, 2 and 4 lanes gave 59, 70 and 56 orders/s; 2 let PostgreSQL use a third less CPU. */
const LANES = 2;

type Lane = { running: number; waiting: (() => void)[] };

const lanesByEvent = new Map<string, Lane>();

/** Runs `work` when one of the lanes of `eventId` is free, and frees it when `work` settles. */
export async function inOrderLane<T>(eventId: string, work: () => Promise<T>): Promise<T> {
  const lane = lanesByEvent.get(eventId) ?? { running: 0, waiting: [] };
  lanesByEvent.set(eventId, lane);
  if (lane.running >= LANES) await new Promise<void>((resolve) => lane.waiting.push(resolve));
  else lane.running++;
  try {
    return await work();
  } finally {
    const next = lane.waiting.shift();
    if (next) next();
    else if (--lane.running === 0) lanesByEvent.delete(eventId);
  }
}
