import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock between processes, and two processes on one data folder corrupt it silently
 * (STACK-NOTES.md). A lock file holding our PID makes the second process fail with a clear message.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readOrEmpty(lockFile), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The database folder ${path.resolve(dataDir)} is in use by process ${holder}. ` +
            `Stop that process first (PGlite allows one process per folder), or set DATA_DIR to another folder.`,
        );
      }
      // A stale lock from a process that is gone (or our own from an earlier open): take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${path.resolve(dataDir)}.`);
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
