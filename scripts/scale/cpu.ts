// CPU seconds used by groups of processes (a pid and all its descendants), from /proc: the bench
// reads them before and after each run to say where the time went (app, database, pooler, proxy).
import fs from "node:fs";

const TICKS = 100; // USER_HZ on Linux

type Proc = { pid: number; ppid: number; comm: string; ticks: number };

function readAll(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      procs.push({ pid: Number(entry), ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {}
  }
  return procs;
}

/** CPU seconds so far of each group: roots by pid (with descendants), or every process named `comm`. */
export function cpuSeconds(groups: Record<string, { pids?: number[]; comm?: string }>): Record<string, number> {
  const procs = readAll();
  const children = new Map<number, Proc[]>();
  for (const proc of procs) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const byPid = new Map(procs.map((proc) => [proc.pid, proc]));
  const out: Record<string, number> = {};
  for (const [name, group] of Object.entries(groups)) {
    let ticks = 0;
    const stack = (group.pids ?? []).map((pid) => byPid.get(pid)).filter((proc): proc is Proc => !!proc);
    if (group.comm) stack.push(...procs.filter((proc) => proc.comm === group.comm));
    const seen = new Set<number>();
    while (stack.length) {
      const proc = stack.pop()!;
      if (seen.has(proc.pid)) continue;
      seen.add(proc.pid);
      ticks += proc.ticks;
      stack.push(...(children.get(proc.pid) ?? []));
    }
    out[name] = ticks / TICKS;
  }
  return out;
}
