import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./errors";

/** The newest of Debian's /usr/lib/postgresql/<version>/bin folders that holds `tool`, or null. */
export function newestPgBin(tool: string): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, "bin", tool)))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : null;
}

/**
 * PostgreSQL's client programs (pg_dump, pg_restore, psql): the newest under Debian's
 * /usr/lib/postgresql/<version>/bin, else the PATH. pg_dump must be at least the server's version.
 */
export function findPgTool(tool: "pg_dump" | "pg_restore" | "psql"): string {
  const bin = newestPgBin(tool);
  if (bin) return path.join(/*turbopackIgnore: true*/ bin, tool);
  // Else the PATH's, found by spawn itself; a missing one is named with its install line (runPgTool).
  return tool;
}

/** The connection string without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the database";
  }
}

/**
 * Runs a PostgreSQL program; rejects with its first error line. `input` is piped into its stdin,
 * its stdout is written into `output` (left open), `signal` ends it.
 */
export function runPgTool(
  tool: string,
  args: string[],
  { input, output, signal }: { input?: NodeJS.ReadableStream; output?: NodeJS.WritableStream; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args.map(withConnectTimeout), {
      stdio: [input ? "pipe" : "ignore", output ? "pipe" : "ignore", "pipe"],
      signal,
    });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    if (input) {
      child.stdin!.on("error", () => {}); // it stopped reading: its exit code says why
      input.pipe(child.stdin!);
    }
    if (output) child.stdout!.pipe(output, { end: false });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${path.basename(tool)} is not installed: install PostgreSQL's client programs (apt-get install postgresql-client).`
            : `${path.basename(tool)} could not run: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split("\n").filter(Boolean);
      const last = lines.find((line) => /error|fatal/i.test(line)) ?? lines.at(-1) ?? `exit code ${code}`;
      reject(new BackupError(`${path.basename(tool)} failed: ${last.replace(/^(\S+:\s*)?(error|fatal):\s*/i, "")}`));
    });
  });
}

/** A `--dbname=` connection string given up on after 10 s when the server doesn't answer (libpq's connect_timeout). */
function withConnectTimeout(arg: string): string {
  if (!arg.startsWith("--dbname=")) return arg;
  const url = new URL(arg.slice("--dbname=".length));
  if (!url.searchParams.has("connect_timeout")) url.searchParams.set("connect_timeout", "10");
  return `--dbname=${url}`;
}
