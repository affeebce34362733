import "server-only";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { instantToLocal } from "@/lib/dates/wall-time";
import { EXPORT_TABLES } from "./tables";
import { iso, type ExportTable } from "./table-spec";
import { csvChunks, jsonChunks } from "./write-files";

const EXPORT_JSON_NAME = "promenade-export.json";

type StudioHead = { name: string; slug: string | null; time_zone: string; currency: string; created_at: string };

/** The studio's own settings, first in the JSON and named in the file's name. */
async function readHead(db: Db, studioId: string): Promise<StudioHead> {
  const [head] = await queryRows<StudioHead>(
    db,
    sql`select s.name, p.slug, s.time_zone, s.currency, ${sql.raw(iso("s.created_at"))} as created_at
      from studios s left join studio_public_pages p on p.studio_id = s.id where s.id = ${studioId}`,
  );
  return head;
}

/** `promenade-<studio>-<local date>.zip`: the public page's slug, else the name in lower-case words. */
function exportFileName(head: { name: string; slug: string | null }, localDate: string): string {
  const stem =
    head.slug ??
    head.name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40);
  return `promenade-${stem || "studio"}-${localDate}.zip`;
}

function readme(head: StudioHead, exportedAt: string, specs: readonly ExportTable[]): string {
  const lines = specs.map((spec) => `  ${spec.name}.csv — ${spec.about}`);
  return [
    `${head.name}: everything the studio keeps in Promenade, exported ${exportedAt}.`,
    "",
    "One CSV per table (UTF-8, a header row, one row per record) and the same rows in promenade-export.json.",
    `Amounts are in cents of ${head.currency}; instants are UTC (ISO 8601); dates and times of day are the studio's (${head.time_zone}).`,
    'Records link by their ids (student_id, lesson_id…). An erased student appears only as "Former student #N".',
    "",
    ...lines,
    "",
  ].join("\n");
}

/**
 * The studio's whole export as a zip stream: each file is read only when the zip reaches it, and each
 * table a page at a time, so a studio of any age exports in the memory of one page. The reads aren't
 * one snapshot: a booking made while the download runs may or may not be in it.
 */
export async function studioExport(
  db: Db,
  session: Session,
  now = new Date(),
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const studioId = session.studioId;
  const head = await readHead(db, studioId);
  const exportedAt = now.toISOString();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const add = (name: string, chunks: () => AsyncGenerator<Buffer>) =>
    zip.addReadStreamLazy(name, { mtime: now }, (done) => {
      // Bytes, not objects: the stream holds ~16 KB before it stops asking the table for its next page.
      const stream = Readable.from(chunks(), { objectMode: false });
      // A read that fails ends the download with an error: never a zip that looks whole without its rows.
      stream.on("error", (error) => {
        console.error(`Studio export: ${name} couldn't be read`, error);
        output.destroy(error);
      });
      done(null, stream);
    });
  zip.addBuffer(Buffer.from(readme(head, exportedAt, EXPORT_TABLES)), "README.txt", { mtime: now });
  for (const spec of EXPORT_TABLES) add(`${spec.name}.csv`, () => csvChunks(db, studioId, spec));
  const jsonHead = {
    format: "promenade-studio-export",
    version: 1,
    exportedAt,
    studio: { name: head.name, timeZone: head.time_zone, currency: head.currency, createdAt: head.created_at },
  };
  add(EXPORT_JSON_NAME, () => jsonChunks(db, studioId, jsonHead, EXPORT_TABLES));
  zip.end();
  const fileName = exportFileName(head, instantToLocal(now, head.time_zone).date);
  return { fileName, body: pulled(output) };
}

/**
 * The zip as a web stream that reads the next chunk only when the client has taken the last one, so
 * a slow download holds the export back instead of the export piling up in memory.
 */
function pulled(output: Readable): ReadableStream<Uint8Array> {
  const chunks = output[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value as Buffer));
      },
      cancel() {
        output.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
