import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';

// CPU time spent by the PostgreSQL server, from /proc. On a shared, noisy machine wall-clock figures swing
// with the load; CPU time per unit of work does not, so it compares two versions of a statement set fairly.

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds of the PostgreSQL server as a whole at one moment: each live process under the
 * postmaster (backends of every database, the WAL writer, autovacuum...) and what its exited children used
 * (the postmaster's cutime and cstime). Backends come and go in a run (the pool closes idle connections and
 * opens others): a sum over the backends seen at its start lost what an exited one had used and missed new
 * ones. Null when the server is not on this machine (or not on Linux): its figures are then NaN.
 */
export type ServerCpu = { live: Map<number, number>; reaped: number } | null;

async function statFields(pid: number): Promise<string[] | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const ticksToMs = (...ticks: (string | undefined)[]) =>
  (ticks.reduce((sum, tick) => sum + Number(tick), 0) * 1000) / TICKS_PER_SECOND;

export async function serverCpu(client: pg.Client): Promise<ServerCpu> {
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  // After the command name: state, ppid, ... utime (12th), stime, cutime, cstime.
  const postmaster = Number((await statFields(rows[0]?.pid ?? 0))?.[1]);
  const own = await statFields(postmaster);
  if (!own) return null;
  const live = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = await statFields(pid);
    if (fields && Number(fields[1]) === postmaster) live.set(pid, ticksToMs(fields[11], fields[12]));
  }
  return { live, reaped: ticksToMs(own[13], own[14]) };
}

/** CPU milliseconds the server spent between two readings, its exited processes' included. */
export function serverCpuSpent(before: ServerCpu, after: ServerCpu): number {
  if (!before || !after) return Number.NaN;
  const sum = (cpu: NonNullable<ServerCpu>) => [...cpu.live.values()].reduce((total, ms) => total + ms, 0);
  return sum(after) - sum(before) + after.reaped - before.reaped;
}
