import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
};

export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "ff-e2e-"));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("geen vrije poort gevonden");
  return address.port;
}

/** Starts the production build (`npm run build` first) as its own process, on PGlite in `dataDir`. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  // A server that dies under a test leaves only 'connection refused' behind: say why, with what it printed last.
  child.on("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(
      `\nServer ${url} stopte onverwacht (code ${code}, signaal ${signal}):\n${output.slice(-4000)}\n`,
    );
  });
  await waitUntilHealthy(url, child, () => output);
  const stop = () => {
    stopping = true;
    return stopProcess(child);
  };
  const server: RunningServer = { url, dataDir, output: () => output, stop };
  return server;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server stopte met code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server werd niet gezond binnen 60 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return code;
}
