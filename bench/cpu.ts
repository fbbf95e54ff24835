import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const msPerTick = 10;

export type CpuSample = { web: Map<number, number>; database: Map<number, number> };
export type CpuUse = { webMs: number; databaseMs: number };

/** utime + stime of a process in ms, from /proc; null when it is gone or there is no /proc. */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * msPerTick;
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

export function processTree(root: number): number[] {
  const pids = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  for (let queue = [root]; queue.length > 0; ) {
    const pid = queue.pop() as number;
    tree.push(pid);
    queue = [...queue, ...(children.get(pid) ?? [])];
  }
  return tree;
}

function sampleOf(pids: number[]): Map<number, number> {
  const sample = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== null) sample.set(pid, ms);
  }
  return sample;
}

/**
 * CPU time of the web server's process tree and of the PostgreSQL backends serving the bench's
 * database (the bench's own connection left out), so a figure can be turned into requests per core.
 * Background processes of PostgreSQL (WAL writer, checkpointer, autovacuum) are not counted.
 */
export async function sampleCpu(database: Database, serverPid: number): Promise<CpuSample> {
  const rows = await database.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return { web: sampleOf(processTree(serverPid)), database: sampleOf(rows.map((r) => Number(r.pid))) };
}

// A process that started during the run spent all of its time in it.
const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

export function cpuBetween(before: CpuSample, after: CpuSample): CpuUse {
  return { webMs: spent(before.web, after.web), databaseMs: spent(before.database, after.database) };
}
