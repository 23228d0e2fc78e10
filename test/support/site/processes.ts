import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../../..");

/** What a browser test gets from the server it runs against, whether one process or a proxy before several. */
export type RunningServer = {
  url: string;
  dataDir: string;
  /** Everything the process printed so far (behind a proxy: all processes, in the order they printed it). */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code (behind a proxy: 0 when every process stopped with 0). */
  stop: () => Promise<number | null>;
};

/** A process of ours with its output kept, for the test to read and to print when it dies unexpectedly. */
export type LoggedProcess = {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
  /** Another part stops it (the run's teardown): its exit is expected from now on and is not reported. */
  leaveToTeardown: () => void;
};

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` distinct free ports, held open together until all are known: ports asked for one at a time can come back
 * equal (the kernel may hand a just-closed port out again), and then two processes of one topology collide.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  await Promise.all(probes.map(async (probe) => once(probe.listen(0, "127.0.0.1"), "listening")));
  const ports = probes.map((probe) => {
    const address = probe.address();
    if (!address || typeof address === "string") throw new Error("geen vrije poort gevonden");
    return address.port;
  });
  await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  return ports;
}

/**
 * Starts `command` with its output kept; `onOutput` sees every chunk too (to gather several processes' output in
 * one string). A process that dies under a test leaves only 'connection refused' behind: it says why, with what
 * it printed last.
 */
export function startLogged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput: (chunk: string) => void = () => {},
): LoggedProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(chunk.toString());
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // A program that cannot be started (not installed) gives an error event instead of an exit.
  child.on("error", (error) => (output += `${name} kon niet starten: ${error.message}\n`));
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`\n${name} stopte onverwacht (code ${code}, signaal ${signal}):\n${output.slice(-4000)}\n`);
  });
  const stop = () => {
    stopping = true;
    return stopProcess(child);
  };
  return { name, child, output: () => output, stop, leaveToTeardown: () => (stopping = true) };
}

/** Waits until `url` answers 200, or fails with what the process printed when it stops or takes over a minute. */
export async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  await waitFor(child, output, async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  });
}

/** Waits until the process printed `text`: a process without an HTTP port (the worker) says when it runs. */
export async function waitUntilPrinted(text: string, child: ChildProcess, output: () => string) {
  await waitFor(child, output, async () => output().includes(text));
}

async function waitFor(child: ChildProcess, output: () => string, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`proces stopte met code ${child.exitCode}:\n${output()}`);
    }
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`proces werd niet gereed binnen 60 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return code;
}
