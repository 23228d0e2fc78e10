/**
 * CPU time of processes on this machine (Linux /proc), so a benchmark can say what one order costs each part of the
 * deployment in CPU milliseconds: a figure that holds on another machine, where requests per second do not.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return ""; // the process ended, or is not ours to read
  }
}

/** User plus system CPU time of a process in milliseconds; 0 when it is gone. */
function cpuMs(pid: number): number {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The processes whose name (comm) is `name`, e.g. every PostgreSQL backend. */
export function pidsNamed(name: string): number[] {
  return allPids().filter((pid) => readOrEmpty(`/proc/${pid}/comm`).trim() === name);
}

/** The processes whose environment holds `entry` exactly (e.g. 'PUBLIC_URL=http://127.0.0.1:4321'). */
export function pidsWithEnv(entry: string): number[] {
  return allPids().filter((pid) => readOrEmpty(`/proc/${pid}/environ`).split("\0").includes(entry));
}

function allPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** CPU milliseconds per process, read now. */
export type CpuSnapshot = Map<number, number>;

export function cpuSnapshot(pids: readonly number[]): CpuSnapshot {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/**
 * The CPU milliseconds `pids` spent since `before`; a process that started since counts from zero. (A process that
 * ended in between is not counted: PostgreSQL backends of a pool live for the whole run.)
 */
export function cpuSince(before: CpuSnapshot, pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0)), 0);
}
