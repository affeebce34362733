import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { documentSignatures, documents, documentVersions } from "@/lib/db/schema";

/** A document's newest version: the one a student must have signed. */
export const isCurrentVersion = sql`${documentVersions.version} = (
  select max(v.version) from document_versions v
  where v.studio_id = ${documentVersions.studioId} and v.document_id = ${documentVersions.documentId}
)`;

/** Joins a document to its current version. */
export const currentVersionOfDocument = and(
  eq(documentVersions.studioId, documents.studioId),
  eq(documentVersions.documentId, documents.id),
  isCurrentVersion,
);

/** Joins a document version to this student's signature of it (left join: none when unsigned). */
export function signedBy(studentId: string) {
  return and(
    eq(documentSignatures.studioId, documentVersions.studioId),
    eq(documentSignatures.versionId, documentVersions.id),
    eq(documentSignatures.studentId, studentId),
  );
}

/**
 * The studio's active documents required before booking whose current version the student hasn't
 * signed, oldest first: a new version of a signed document is unsigned again.
 */
export async function unsignedRequiredDocuments(db: Db, studioId: string, studentId: string): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .innerJoin(documentVersions, currentVersionOfDocument)
    .leftJoin(documentSignatures, signedBy(studentId))
    .where(
      and(
        eq(documents.studioId, studioId),
        eq(documents.active, true),
        eq(documents.requiredBeforeBooking, true),
        isNull(documentSignatures.id),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** Where a student signs a document: the app's signing page. */
export function signingPath(documentId: string): string {
  return `/app/documents/${documentId}`;
}
