import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line of one request carries: its id. It travels beside the call, unlike the request's facts
 * (decision 0009), because it changes no behaviour: it only lets a reader find the lines of one request, also
 * those written deep in a service or by Yoga's error masking, which no request is handed to.
 */
export type LogContext = { requestId: string };

const storage = new AsyncLocalStorage<LogContext>();

export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
