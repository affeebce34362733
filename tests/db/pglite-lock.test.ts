import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquirePgliteLock, processStartTime, readPgliteLock } from "@/lib/db/pglite-lock.mjs";

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

  it("is taken again by the process holding it, and goes with the last release", () => {
    const dir = dataDir();
    const first = acquirePgliteLock(dir);
    const second = acquirePgliteLock(dir);
    second();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(true);
    first();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("is handed to a child in one rename (npm start → its server): the folder is never free, and the parent's release leaves the child's lock", async () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    const child = await holdInChild(dir, readPgliteLock(dir));
    try {
      expect(child.said).toBe("held");
      expect(readPgliteLock(dir)).toBe(`${child.process.pid} ${processStartTime(child.process.pid!)}`);
      release();
      expect(readPgliteLock(dir)).toContain(String(child.process.pid));
      expect(() => acquirePgliteLock(dir)).toThrow(`is in use by process ${child.process.pid}`);
    } finally {
      child.process.kill();
    }
  });

  it("refuses a handover that doesn't name its parent's current lock, naming the holder", async () => {
    const dir = dataDir();
    const release = acquirePgliteLock(dir);
    try {
      const child = await holdInChild(dir, "12345 678");
      expect(child.said).toBe(`The database folder ${dir} is in use by process ${process.pid}.`);
    } finally {
      release();
    }
  });
});

/** A Node process that takes the lock with `handOver` and says "held" (and stays), or says why not and exits. */
async function holdInChild(dir: string, handOver: string) {
  const lockModule = path.resolve("lib/db/pglite-lock.mjs");
  const script = `
    import { acquirePgliteLock } from ${JSON.stringify(lockModule)};
    try {
      acquirePgliteLock(${JSON.stringify(dir)}, { handOver: ${JSON.stringify(handOver)} });
      console.log("held");
      setInterval(() => {}, 1000);
    } catch (error) {
      console.log(error.message.split(" Stop")[0]);
      process.exit(1);
    }`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const said = await new Promise<string>((resolve) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(out.trim());
    });
  });
  return { process: child, said };
}
