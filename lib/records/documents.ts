import "server-only";
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { documentSignatures, documents, documentVersions, students } from "@/lib/db/schema";
import { isCurrentVersion } from "@/lib/booking/required-documents";
import type { TDocumentInput, TDocumentPatch } from "./documents-schemas";

/**
 * The waivers, policies and consents a studio asks its students to sign (owners write them). A text
 * is never edited: each change publishes version n+1 with the SHA-256 of its body, and signatures
 * name the version they signed, so a new version asks everyone to sign again.
 */

export type DocumentVersionItem = { id: string; version: number; bodyHash: string; publishedAt: Date };
export type DocumentView = {
  id: string;
  title: string;
  kind: TDocumentInput["kind"];
  requiredBeforeBooking: boolean;
  active: boolean;
  createdAt: Date;
  text: string;
  current: DocumentVersionItem;
  versions: DocumentVersionItem[];
  signedCount: number;
  unsignedCount: number;
};

/** SHA-256 (hex) of a text as stored: what a signature says was read. */
export function hashBody(body: string): string {
  return createHash("sha256").update(body, "utf8").digest("hex");
}

/** Students a document is asked of: active ones, never an erased one. */
export const askedStudents = (studioId: string) =>
  and(eq(students.studioId, studioId), eq(students.active, true), isNull(students.erasedAt));

/** Every document of the studio, newest first, with its versions and who signed the current one. */
export async function listDocuments(db: Db, session: Session): Promise<DocumentView[]> {
  return documentViews(db, session.studioId);
}

export async function createDocument(db: Db, session: Session, input: TDocumentInput): Promise<DocumentView> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(documents)
      .values({
        studioId: session.studioId,
        title: input.title,
        kind: input.kind,
        requiredBeforeBooking: input.requiredBeforeBooking,
        active: input.active,
      })
      .returning({ id: documents.id });
    await publish(tx, session.studioId, created.id, input.text, 1);
    return created.id;
  });
  return findDocument(db, session, id);
}

/** Title, kind, required, active change in place; a different text publishes the next version. */
export async function updateDocument(db: Db, session: Session, id: string, patch: TDocumentPatch): Promise<DocumentView> {
  await db.transaction(async (tx) => {
    const [document] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.studioId, session.studioId), eq(documents.id, id)))
      .for("update");
    if (!document) throw new AppError("not_found", "Document not found.");
    const { text, ...fields } = patch;
    if (Object.keys(fields).length > 0)
      await tx
        .update(documents)
        .set(fields)
        .where(and(eq(documents.studioId, session.studioId), eq(documents.id, id)));
    if (text !== undefined) await publishIfChanged(tx, session.studioId, id, text);
  });
  return findDocument(db, session, id);
}

/** Publishes a new text as the next version (the same text as the current one changes nothing). */
export async function publishVersion(db: Db, session: Session, id: string, text: string): Promise<DocumentView> {
  return updateDocument(db, session, id, { text });
}

export async function findDocument(db: Db, session: Session, id: string): Promise<DocumentView> {
  const [document] = await documentViews(db, session.studioId, id);
  if (!document) throw new AppError("not_found", "Document not found.");
  return document;
}

/** Called holding the document's row lock, so two edits at once number their versions one after the other. */
async function publishIfChanged(tx: Tx, studioId: string, documentId: string, text: string) {
  const [latest] = await tx
    .select({ version: documentVersions.version, bodyHash: documentVersions.bodyHash })
    .from(documentVersions)
    .where(and(eq(documentVersions.studioId, studioId), eq(documentVersions.documentId, documentId)))
    .orderBy(desc(documentVersions.version))
    .limit(1);
  if (latest?.bodyHash === hashBody(text)) return;
  await publish(tx, studioId, documentId, text, (latest?.version ?? 0) + 1);
}

async function publish(tx: Tx, studioId: string, documentId: string, body: string, version: number) {
  await tx.insert(documentVersions).values({ studioId, documentId, version, body, bodyHash: hashBody(body) });
}

async function documentViews(db: Db, studioId: string, id?: string): Promise<DocumentView[]> {
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      kind: documents.kind,
      requiredBeforeBooking: documents.requiredBeforeBooking,
      active: documents.active,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.studioId, studioId), id ? eq(documents.id, id) : undefined))
    .orderBy(desc(documents.createdAt), asc(documents.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [versions, signed, [asked]] = await Promise.all([
    db
      .select({
        id: documentVersions.id,
        documentId: documentVersions.documentId,
        version: documentVersions.version,
        bodyHash: documentVersions.bodyHash,
        publishedAt: documentVersions.publishedAt,
        body: documentVersions.body,
      })
      .from(documentVersions)
      .where(and(eq(documentVersions.studioId, studioId), inArray(documentVersions.documentId, ids)))
      .orderBy(desc(documentVersions.version)),
    db
      .select({ documentId: documentVersions.documentId, signed: count() })
      .from(documentVersions)
      .innerJoin(
        documentSignatures,
        and(eq(documentSignatures.studioId, documentVersions.studioId), eq(documentSignatures.versionId, documentVersions.id)),
      )
      .innerJoin(students, and(eq(students.studioId, documentSignatures.studioId), eq(students.id, documentSignatures.studentId)))
      .where(
        and(eq(documentVersions.studioId, studioId), inArray(documentVersions.documentId, ids), isCurrentVersion, askedStudents(studioId)),
      )
      .groupBy(documentVersions.documentId),
    db.select({ total: count() }).from(students).where(askedStudents(studioId)),
  ]);
  return rows.flatMap((row) => {
    const own = versions.filter((version) => version.documentId === row.id);
    const latest = own[0];
    if (!latest) return [];
    const signedCount = Number(signed.find((item) => item.documentId === row.id)?.signed ?? 0);
    const item = (version: (typeof own)[number]) => ({
      id: version.id,
      version: version.version,
      bodyHash: version.bodyHash,
      publishedAt: version.publishedAt,
    });
    return [
      {
        ...row,
        text: latest.body,
        current: item(latest),
        versions: own.map(item),
        signedCount,
        unsignedCount: Math.max(0, Number(asked?.total ?? 0) - signedCount),
      },
    ];
  });
}
