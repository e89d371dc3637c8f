// CPU time spent by the processes of one measurement, read from /proc (Linux): the server under
// load, the PostgreSQL backends serving its database, and this process (the load generator).
// Divided by the requests answered, it says where each request's cost goes, which a throughput
// ratio alone cannot: on two cores all three share the same CPU.
import { readdirSync, readFileSync } from 'node:fs';

// Linux reports utime and stime in clock ticks; 100 a second on every kernel configuration
// Node runs on (USER_HZ), whatever the kernel's own HZ.
const ticksPerSecond = 100;

/** utime + stime of a process in milliseconds, or 0 once it has gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL backends serving one database: their titles name it after the user
 * (`postgres: [cluster:] user database address state`).
 */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database))
        pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

export interface CpuSample {
  serverMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
}

/** Starts counting; `stop()` returns the CPU each side spent since. */
export function countCpu(serverPid: number, database?: string) {
  const postgres = () =>
    database ? backendsOf(database).reduce((sum, pid) => sum + processCpuMs(pid), 0) : 0;
  const start = {
    server: processCpuMs(serverPid),
    postgres: postgres(),
    self: process.cpuUsage(),
  };
  return {
    stop(): CpuSample {
      const self = process.cpuUsage(start.self);
      return {
        serverMs: processCpuMs(serverPid) - start.server,
        postgresMs: postgres() - start.postgres,
        loadGeneratorMs: (self.user + self.system) / 1000,
      };
    },
  };
}
