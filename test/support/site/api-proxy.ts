import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A GraphQL endpoint for the web app's API_URL that a test can switch: it passes every operation on to the real
 * API (`target`, the server's own /graphql), answers as if there were no courses, fails every operation as the API
 * does an unexpected error (INTERNAL_SERVER_ERROR), or is down (an outage). So one server shows its pages with data,
 * with an empty course list, with a failing API and during an outage, without a restart.
 */
type ApiMode = "pass" | "no-courses" | "failing" | "down";

export type ApiProxy = {
  url: string;
  /** The real GraphQL endpoint, set once the server is up. */
  target: string | null;
  mode: ApiMode;
  close(): Promise<void>;
};

export async function startApiProxy(): Promise<ApiProxy> {
  const proxy: ApiProxy = {
    url: "",
    target: null,
    mode: "pass",
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    answer(proxy, request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return proxy;
}

async function answer(proxy: ApiProxy, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (proxy.mode === "failing") {
    const failed = { message: "Er is een interne fout opgetreden.", extensions: { code: "INTERNAL_SERVER_ERROR" } };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ errors: [failed] }));
    return;
  }
  if (proxy.mode === "down" || !proxy.target) {
    // What a broken gateway in front of the API answers: not GraphQL at all.
    response.writeHead(502, { "content-type": "text/plain" }).end("Bad Gateway");
    return;
  }
  const upstream = await fetch(proxy.target, {
    method: "POST",
    headers: { "content-type": "application/json", accept: request.headers.accept ?? "application/json" },
    body: Buffer.concat(chunks),
  });
  const body = (await upstream.json()) as { data?: Record<string, unknown> | null };
  if (proxy.mode === "no-courses" && body.data && "allCourses" in body.data) {
    const courses = body.data.allCourses as Record<string, unknown>;
    body.data.allCourses = { ...courses, nodes: [], ...("totalCount" in courses ? { totalCount: 0 } : {}) };
  }
  response.writeHead(upstream.status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
