import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { students } from "@/lib/db/schema";
import { PAGE_ROWS } from "@/lib/records/export/read-pages";
import { recordQueries } from "../helpers/query-log";
import { makeStudio } from "../helpers/studio-factory";
import { download, openZip } from "./export-zip";

const STUDENTS = 6_000;
const statements = recordQueries();
const studentPages = () => statements.filter((statement) => /from students t /.test(statement)).length;

describe("the studio export streams", () => {
  it("reads a table a page at a time, only as fast as the client takes the zip", async () => {
    const db = await getDb();
    const { studio, owner } = await makeStudio({ plan: "free" });
    for (let start = 0; start < STUDENTS; start += 1_000) {
      await db.insert(students).values(
        Array.from({ length: 1_000 }, (_, index) => ({
          studioId: studio.id,
          name: `Streamed Student ${start + index}`,
          email: `streamed.${start + index}@example.test`,
          // Random text, so the zip can't shrink it much: the zipped bytes follow the rows read.
          notes: randomBytes(120).toString("base64"),
        })),
      );
    }
    const response = await download("studio", owner.token);
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);

    // The first bytes arrive before the students are read, and a client that stops reading stops the reads.
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pagesWhileWaiting = studentPages();
    // Each full pass over the students (the CSV, then the JSON) is one query per page and an empty last one.
    const pagesInAll = 2 * (Math.ceil(STUDENTS / PAGE_ROWS) + 1);
    // A few pages fill the zip's own buffers (~16 KB a stream), then the reads wait for the client (of 13 for the CSV).
    expect(pagesWhileWaiting).toBeLessThanOrEqual(6);

    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    const bytes = chunks.reduce((total, chunk) => total + chunk.length, 0);
    console.info(
      `export stream: ${STUDENTS} students in ${chunks.length} chunks (${Math.round(bytes / 1024)} KB zipped), ` +
        `${studentPages()} student pages of ${PAGE_ROWS} read, ${pagesWhileWaiting} before the client read past the first chunk`,
    );
    expect(studentPages()).toBe(pagesInAll);
    expect(chunks.length).toBeGreaterThan(20);

    const zip = await openZip(await new Blob(chunks as BlobPart[]).arrayBuffer());
    expect(zip.csv.students).toHaveLength(STUDENTS);
    expect(zip.json.tables.students).toHaveLength(STUDENTS);
  }, 120_000);
});
