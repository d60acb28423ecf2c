import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/**
 * CPU time spent by the PostgreSQL backends serving one database, from /proc (the server must run on
 * this machine). On a shared, noisy machine wall-clock figures swing with the load; CPU time per unit of
 * work does not, so it compares two versions of a statement set fairly.
 */
export type BackendCpu = Map<number, number>;

const TICKS_PER_SECOND = 100;

async function cpuMsOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence the last ')'): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds of every backend connected to the current database now, by pid. */
export async function backendCpu(client: pg.Client): Promise<BackendCpu> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const result: BackendCpu = new Map();
  for (const { pid } of rows) {
    const ms = await cpuMsOf(pid);
    if (ms !== undefined) result.set(pid, ms);
  }
  return result;
}

/** CPU milliseconds spent between two readings (a backend that started in between counts from zero). */
export function cpuSpent(before: BackendCpu, after: BackendCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
