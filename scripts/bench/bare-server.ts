/**
 * The reference of `npm run bench:pages`: a bare node:http server, nothing between the socket and the bytes, that
 * answers every path it was given with exactly the status, headers and (compressed) body the app answered for it.
 * What it reaches on this machine is the ceiling for that page. Run by pages.ts as a process of its own, like the
 * app: `node scripts/bench/bare-server.ts <answers.json>`; prints its port when it listens.
 */
import { readFileSync } from "node:fs";
import { createServer, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedAnswer = { status: number; headers: OutgoingHttpHeaders; body: string /* base64 */ };

const recorded = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => [path, { ...answer, body: Buffer.from(answer.body, "base64") }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log((server.address() as AddressInfo).port));
