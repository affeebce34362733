import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unsignedRequiredDocuments } from "@/lib/booking/required-documents";
import { getDb } from "@/lib/db/client";
import { documentSignatures, documents, documentVersions, students } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";

/** The demo's liability waiver (lib/demo/seed-documents.ts): required, signed by the demo students but two, written once. */
describe("the demo's liability waiver", () => {
  it("is required before booking, signed by every demo student but two without an account, and seeded once", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    await seedDemo(db);
    const waivers = await db.select().from(documents).where(eq(documents.studioId, studioId));
    expect(waivers).toEqual([
      expect.objectContaining({ title: "Liability waiver", kind: "waiver", requiredBeforeBooking: true, active: true }),
    ]);
    expect(await db.select().from(documentVersions).where(eq(documentVersions.studioId, studioId))).toHaveLength(1);

    const all = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studioId), eq(students.active, true)));
    const signed = await db.select().from(documentSignatures).where(eq(documentSignatures.studioId, studioId));
    expect(signed).toHaveLength(all.length - 2);
    const unsigned = [];
    for (const { id } of all) if ((await unsignedRequiredDocuments(db, studioId, id)).length > 0) unsigned.push(id);
    expect(unsigned).toHaveLength(2);

    // Sam, the demo student's account, has signed: the e2e specs that book as him book on.
    const withAccounts = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studioId), isNotNull(students.userId)));
    for (const { id } of withAccounts) expect(await unsignedRequiredDocuments(db, studioId, id)).toEqual([]);
  });
});
