import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock between processes, and two processes on one data folder corrupt it silently
 * (STACK-NOTES.md). A lock file makes the second process fail with a clear message. It holds our
 * PID and that process's start time (from /proc): after a crash the PID may belong to an unrelated
 * process, which is alive but started at another time, so the stale lock is taken over rather than
 * blocking start-up. Without /proc (not Linux) only "is the PID alive" can be asked.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "db.lock");
  const mine = `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === mine) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = parseLock(readOrEmpty(lockFile));
      if (holder && holder.pid !== process.pid && isHeldBy(holder)) {
        throw new Error(
          `The database folder ${path.resolve(dataDir)} is in use by process ${holder.pid}. ` +
            `Stop that process first (PGlite allows one process per folder), or set DATA_DIR to another folder.`,
        );
      }
      // A stale lock from a process that is gone (or our own from an earlier open): take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${path.resolve(dataDir)}.`);
}

type LockHolder = { pid: number; startTime: string | null };

export function parseLock(text: string): LockHolder | null {
  const [pid, startTime] = text.trim().split(/\s+/);
  const number = Number.parseInt(pid ?? "", 10);
  return Number.isInteger(number) && number > 0 ? { pid: number, startTime: startTime || null } : null;
}

/** Whether the process named in the lock still runs: the same PID, and (where known) the same start. */
export function isHeldBy(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  if (!holder.startTime) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.startTime;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot; null without /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
