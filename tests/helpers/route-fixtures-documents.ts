import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { documents, documentVersions } from "@/lib/db/schema";

/** A studio's document with its first version, for the generated walks' `/api/documents/{id}` routes (not required: bookings in the world go on). */
export async function documentRecords(db: Db, studioId: string) {
  const body = "I dance at my own risk.";
  const [document] = await db
    .insert(documents)
    .values({ studioId, title: "Liability waiver", kind: "waiver", requiredBeforeBooking: false })
    .returning({ id: documents.id });
  await db
    .insert(documentVersions)
    .values({ studioId, documentId: document.id, version: 1, body, bodyHash: createHash("sha256").update(body).digest("hex") });
  return { documentId: document.id };
}
