import type { Db } from "@/lib/db/client";
import { importBatches } from "@/lib/db/schema";

/** An uploaded (not yet imported) students file: /api/imports/{id} routes name it. */
export async function importRecords(db: Db, studioId: string) {
  const [batch] = await db
    .insert(importBatches)
    .values({
      studioId,
      kind: "students",
      fileName: "students.csv",
      content: Buffer.from("Name,Email\nSam Carter,sam.import@example.test\n"),
      columns: ["Name", "Email"],
      rowCount: 1,
    })
    .returning({ id: importBatches.id });
  return { importId: batch.id };
}
