import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Which database a backup holds: the embedded one's data folder, or a PostgreSQL custom-format dump. */
export type BackupEngine = "pglite" | "pg";

const EXTENSION: Record<BackupEngine, string> = { pglite: ".pglite.tar.gz", pg: ".pg.dump" };
const NAME = /^promenade-(\d{8}T\d{6}Z)(?:-(\d+))?\.(pglite\.tar\.gz|pg\.dump)$/;

export type BackupFile = { file: string; name: string; engine: BackupEngine; takenAt: Date };

/** `promenade-20261128T030000Z.pglite.tar.gz`: the UTC time it was taken, sortable by name. */
export function backupName(engine: BackupEngine, takenAt: Date, serial = 0): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `promenade-${stamp}${serial ? `-${serial}` : ""}${EXTENSION[engine]}`;
}

export function parseBackupName(name: string): { engine: BackupEngine; takenAt: Date } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, stamp] = match;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return { engine: match[3] === "pg.dump" ? "pg" : "pglite", takenAt: new Date(iso) };
}

/** The complete backups in `dir` (a file with its checksum beside it), oldest first. */
export function listBackups(dir: string, engine?: BackupEngine): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  const names = new Set(fs.readdirSync(dir));
  return [...names]
    .flatMap((name) => {
      const parsed = parseBackupName(name);
      if (!parsed || !names.has(`${name}.sha256`) || (engine && parsed.engine !== engine)) return [];
      return [{ file: path.join(dir, name), name, ...parsed }];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime() || a.name.localeCompare(b.name));
}

/** A free path for a new backup taken at `takenAt` (a second one in the same second gets `-1`, `-2`…). */
export function newBackupPath(dir: string, engine: BackupEngine, takenAt: Date): string {
  for (let serial = 0; ; serial++) {
    const file = path.join(dir, backupName(engine, takenAt, serial));
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Writes `<file>.sha256` in `sha256sum`'s format, so `sha256sum -c` checks it too. */
export async function writeChecksum(file: string): Promise<string> {
  const digest = await sha256File(file);
  const partial = `${file}.sha256.partial`;
  fs.writeFileSync(partial, `${digest}  ${path.basename(file)}\n`);
  fs.renameSync(partial, `${file}.sha256`);
  return digest;
}

/** Why `file` can't be trusted, or null when its checksum file names it and matches. */
export async function checksumProblem(file: string): Promise<string | null> {
  const sumFile = `${file}.sha256`;
  if (!fs.existsSync(file)) return `${file} does not exist.`;
  if (!fs.existsSync(sumFile)) return `${path.basename(sumFile)} is missing: a backup is restored only with its checksum file beside it.`;
  const expected = /^([0-9a-f]{64})\b/i.exec(fs.readFileSync(sumFile, "utf8").trim())?.[1]?.toLowerCase();
  if (!expected) return `${path.basename(sumFile)} holds no SHA-256 checksum.`;
  const actual = await sha256File(file);
  return actual === expected
    ? null
    : `${path.basename(file)} does not match its checksum (${path.basename(sumFile)}): the file is damaged or was changed. Use another backup.`;
}
