/**
 * How busy the machine was during a run, and how much of that was someone else: the CPU time
 * of the whole machine (/proc/stat) less that of the bench's own processes (/proc/<pid>/stat).
 * Linux only; elsewhere the shares are NaN.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** USER_HZ: the unit of /proc's CPU times on every Linux architecture Node runs on. */
export const TICKS_PER_SECOND = 100;

export interface CpuShare {
  /** busy share of all cores, 0–1 */
  machine: number;
  /** busy share of all cores spent by processes other than the bench, its api and its web */
  others: number;
}

function machineBusyTicks(): number {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

/** The CPU time (user + system) process `pid` has spent, in ticks of 10 ms; 0 when it is gone. */
export function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // after "pid (comm) ": state is field 3, utime field 14, stime field 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Processes whose command name is one of `names` (PostgreSQL's server and its backends: `postgres`). */
function pidsNamed(names: string[]): number[] {
  if (!names.length) return [];
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return names.includes(fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim()) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Starts measuring; the function it returns gives the shares since then. `pids` are the bench's
 * processes, `ourNames` the command names that count as the bench's too (its database server).
 */
export function sampleCpu(pids: number[], ourNames: string[] = []): () => CpuShare {
  if (!fs.existsSync('/proc/stat')) return () => ({ machine: NaN, others: NaN });
  const ours = [...pids, ...pidsNamed(ourNames)];
  const started = performance.now();
  const machine0 = machineBusyTicks();
  const ours0 = ours.map(processTicks);
  return () => {
    const capacity = ((performance.now() - started) / 1000) * TICKS_PER_SECOND * os.cpus().length;
    const machine = machineBusyTicks() - machine0;
    const own = ours.reduce((sum, pid, i) => sum + processTicks(pid) - ours0[i]!, 0);
    return { machine: machine / capacity, others: Math.max(0, machine - own) / capacity };
  };
}
