import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquirePgliteLock, processStartTime } from "@/lib/db/pglite-lock.mjs";

const folders: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
  folders.push(dir);
  return dir;
}
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("acquirePgliteLock", () => {
  it("writes our PID and start time, and releases only its own lock", () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("refuses a folder held by a running process, naming its PID", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await new Promise((resolve) => other.once("spawn", resolve));
      fs.writeFileSync(path.join(dir, "db.lock"), `${other.pid} ${processStartTime(other.pid!)}`);
      expect(() => acquirePgliteLock(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock whose PID now belongs to an unrelated process (another start time)", () => {
    const dir = dataDir();
    // PID 1 is alive, but it is not the process that wrote this lock.
    fs.writeFileSync(path.join(dir, "db.lock"), "1 123");
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toContain(String(process.pid));
    release();
  });

  it("takes over a lock whose process is gone", () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, "db.lock"), "999999999 1");
    acquirePgliteLock(dir)();
  });
});
