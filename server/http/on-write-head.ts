import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Runs `listener` just before the head of `res` is written, with every header in place. Node writes the head
 * through `writeHead` (also implicitly, from the first `write` or `end`); headers passed to it as an argument
 * (GraphQL Yoga does that) are set on the response first, so the listener sees them and does not override them.
 */
export function onWriteHead(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead.bind(res) as (statusCode: number, statusMessage?: string) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const [first, second] = rest;
    const statusMessage = typeof first === "string" ? first : undefined;
    const headers = typeof first === "string" ? second : first;
    if (headers) setHeadersFrom(res, headers as OutgoingHttpHeaders | OutgoingHttpHeader[]);
    listener();
    return writeHead(statusCode, statusMessage);
  }) as typeof res.writeHead;
}

/** `writeHead`'s headers argument: an object, or a flat array of names and values. */
function setHeadersFrom(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): void {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  // A name may repeat in the flat form (Set-Cookie): collect its values first.
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = String(headers[i]).toLowerCase();
    values.set(name, [...(values.get(name) ?? []), String(headers[i + 1])]);
  }
  for (const [name, list] of values) res.setHeader(name, list.length === 1 ? (list[0] as string) : list);
}
