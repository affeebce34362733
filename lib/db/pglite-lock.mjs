// The PGlite data folder's lock. Plain JavaScript so the start server (scripts/serve.mjs, run by
// Node without a TypeScript loader) takes it before it answers anything, with the same code as the app.
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock between processes, and two processes on one data folder corrupt it silently
 * (docs/decisions.md#npm-start-serves-through-its-own-small-server). A lock file makes the second process fail with a clear message. It holds our
 * PID and that process's start time (from /proc): after a crash the PID may belong to an unrelated
 * process, which is alive but started at another time, so the stale lock is taken over rather than
 * blocking start-up. Without /proc (not Linux) only "is the PID alive" can be asked.
 *
 * One process may take it several times (`npm start` holds it from start-up to the end while it
 * migrates through the database client, which takes it too): the file goes when the last holder
 * releases it, or when the process exits.
 *
 * `handOver`: the exact lock text of our parent process, which took the lock for us (`npm start`
 * takes it before it builds and seeds, then starts the server): that lock is replaced by ours in one
 * rename, so there is no moment in which the folder is free for another process.
 *
 * @param {string} dataDir
 * @param {{ handOver?: string }} [options]
 * @returns {() => void}
 */
export function acquirePgliteLock(dataDir, { handOver } = {}) {
  const lockFile = path.resolve(dataDir, "db.lock");
  const mine = `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim();
  const held = heldLocks();
  if (held.has(lockFile) && readOrEmpty(lockFile) === mine) return hold(lockFile, mine);
  if (handOver && readOrEmpty(lockFile) === handOver.trim() && parseLock(handOver)?.pid === process.ppid) {
    const next = `${lockFile}.${process.pid}`;
    fs.writeFileSync(next, mine);
    fs.renameSync(next, lockFile);
    return hold(lockFile, mine);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createWhole(lockFile, mine);
      return hold(lockFile, mine);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const holder = parseLock(readOrEmpty(lockFile));
      if (holder && holder.pid === process.pid && holder.startTime === (processStartTime(process.pid) ?? null)) {
        // Ours from an earlier open in this process that nothing released (or another copy of this module).
        return hold(lockFile, mine);
      }
      if (holder && holder.pid !== process.pid && isHeldBy(holder)) {
        throw new Error(
          `The database folder ${path.resolve(dataDir)} is in use by process ${holder.pid}. ` +
            `Stop that process first (PGlite allows one process per folder), or set DATA_DIR to another folder.`,
        );
      }
      // A stale lock from a process that is gone: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${path.resolve(dataDir)}.`);
}

/**
 * Creates the lock file with its whole text at once, or throws EEXIST: the text is written to a
 * file of our own and linked into place, so no other process ever reads a lock still empty (and
 * takes it for a stale one).
 * @param {string} lockFile
 * @param {string} text
 */
function createWhole(lockFile, text) {
  const mineOnly = `${lockFile}.${process.pid}.new`;
  fs.writeFileSync(mineOnly, text);
  try {
    fs.linkSync(mineOnly, lockFile);
  } finally {
    fs.rmSync(mineOnly, { force: true });
  }
}

/**
 * The locks this process holds and how many times each, on globalThis: the start server and the
 * app's bundled database client are two copies of this module in one process.
 * @returns {Map<string, number>}
 */
function heldLocks() {
  const scope = /** @type {{ [key: symbol]: Map<string, number> | undefined }} */ (/** @type {unknown} */ (globalThis));
  const key = Symbol.for("promenade.pgliteLocks");
  return (scope[key] ??= new Map());
}

/**
 * Counts one more hold of a lock this process now has, and returns its release.
 * @param {string} lockFile
 * @param {string} mine
 */
function hold(lockFile, mine) {
  const held = heldLocks();
  held.set(lockFile, (held.get(lockFile) ?? 0) + 1);
  let released = false;
  const unlinkIfMine = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8").trim() === mine) fs.unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", onExit);
    const count = (held.get(lockFile) ?? 1) - 1;
    if (count > 0) return void held.set(lockFile, count);
    held.delete(lockFile);
    unlinkIfMine();
  };
  // On exit every hold ends at once: the lock goes whatever was left unreleased.
  const onExit = () => {
    held.delete(lockFile);
    unlinkIfMine();
  };
  process.once("exit", onExit);
  return release;
}

/**
 * @param {string} text
 * @returns {{ pid: number; startTime: string | null } | null}
 */
export function parseLock(text) {
  const [pid, startTime] = text.trim().split(/\s+/);
  const number = Number.parseInt(pid ?? "", 10);
  return Number.isInteger(number) && number > 0 ? { pid: number, startTime: startTime || null } : null;
}

/**
 * Whether the process named in the lock still runs: the same PID, and (where known) the same start.
 * @param {{ pid: number; startTime: string | null }} holder
 */
export function isHeldBy(holder) {
  if (!isAlive(holder.pid)) return false;
  if (!holder.startTime) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.startTime;
}

/**
 * Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot; null without /proc.
 * @param {number} pid
 * @returns {string | null}
 */
export function processStartTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock file's text, or "" when there is none. @param {string} dataDir */
export function readPgliteLock(dataDir) {
  return readOrEmpty(path.resolve(dataDir, "db.lock"));
}

/** @param {string} file */
function readOrEmpty(file) {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
