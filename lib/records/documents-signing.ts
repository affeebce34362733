import "server-only";
import { and, asc, desc, eq, notExists } from "drizzle-orm";
import { canManageStudio, requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { Db } from "@/lib/db/client";
import { documentSignatures, documents, documentVersions, students } from "@/lib/db/schema";
import { currentVersionOfDocument, isCurrentVersion, signedBy } from "@/lib/booking/required-documents";
import { askedStudents } from "./documents";
import type { TSignDocument } from "./documents-schemas";

/** Where a signature was made from: the address by the trusted-proxy rule (null when unknown) and the browser. */
export type SigningPlace = { ipAddress: string | null; userAgent: string | null };

export type StudentDocumentItem = {
  id: string;
  title: string;
  kind: "waiver" | "policy" | "consent";
  requiredBeforeBooking: boolean;
  version: number;
  versionId: string;
  bodyHash: string;
  text: string;
  signature: { id: string; signedAt: Date } | null;
  needsGuardian: boolean;
};

/** A name as typed and as kept compare alike: trimmed, inner spaces as one, case and accents' composition ignored. */
export function sameName(typed: string, recorded: string): boolean {
  const norm = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  return norm(typed) === norm(recorded);
}

/** Under 18 on `today` (YYYY-MM-DD in the studio's zone), from a date of birth (none known: an adult). */
export function isMinorOn(dateOfBirth: string | null, today: string): boolean {
  if (!dateOfBirth) return false;
  const [year, rest] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(4)];
  return `${String(year + 18).padStart(4, "0")}${rest}` > today;
}

/** The studio's active documents as the signed-in student reads them, with their signature of each current version. */
export async function listStudentDocuments(db: Db, session: Session, now = new Date(), id?: string): Promise<StudentDocumentItem[]> {
  const studentId = requireOwnStudentId(session);
  const [student] = await db
    .select({ dateOfBirth: students.dateOfBirth })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
  const needsGuardian = isMinorOn(student?.dateOfBirth ?? null, instantToLocal(now, session.studioTimeZone).date);
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      kind: documents.kind,
      requiredBeforeBooking: documents.requiredBeforeBooking,
      version: documentVersions.version,
      versionId: documentVersions.id,
      bodyHash: documentVersions.bodyHash,
      text: documentVersions.body,
      signatureId: documentSignatures.id,
      signedAt: documentSignatures.signedAt,
    })
    .from(documents)
    .innerJoin(documentVersions, currentVersionOfDocument)
    .leftJoin(documentSignatures, signedBy(studentId))
    .where(and(eq(documents.studioId, session.studioId), eq(documents.active, true), id ? eq(documents.id, id) : undefined))
    .orderBy(desc(documents.requiredBeforeBooking), asc(documents.createdAt), asc(documents.id));
  return rows.map(({ signatureId, signedAt, ...row }) => ({
    ...row,
    signature: signatureId && signedAt ? { id: signatureId, signedAt } : null,
    needsGuardian,
  }));
}

/** One active document for the student's signing page; another studio's, an inactive one: 404. */
export async function getStudentDocument(db: Db, session: Session, id: string, now = new Date()): Promise<StudentDocumentItem> {
  const [document] = await listStudentDocuments(db, session, now, id);
  if (!document) throw new AppError("not_found", "Document not found.");
  return document;
}

/**
 * The student signs the document's current version: their full name as the studio has it, a
 * guardian's name when they are under 18 today, kept with the time, the address, the browser and the
 * version's hash. Signing a version again answers the first signature (one per student and version).
 */
export async function signDocument(db: Db, session: Session, id: string, input: TSignDocument, place: SigningPlace, now = new Date()) {
  const studentId = requireOwnStudentId(session);
  const document = await getStudentDocument(db, session, id, now);
  if (input.version !== undefined && input.version !== document.version)
    throw new AppError("conflict", `${document.title} has changed since you opened it. Read version ${document.version} and sign again.`);
  const [student] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)));
  if (!student || !sameName(input.fullName, student.name))
    throw new AppError("validation", `Type your full name as the studio has it: ${student?.name ?? ""}.`, {
      fields: { fullName: `Type your full name as the studio has it: ${student?.name ?? ""}.` },
    });
  if (document.needsGuardian && !input.guardianName)
    throw new AppError("validation", "You're under 18: a parent or guardian signs with you. Type their full name.", {
      fields: { guardianName: "Type your parent's or guardian's full name." },
    });
  await db
    .insert(documentSignatures)
    .values({
      studioId: session.studioId,
      versionId: document.versionId,
      documentId: document.id,
      studentId,
      signedBy: session.userId || null,
      fullName: input.fullName,
      guardianName: document.needsGuardian ? (input.guardianName ?? null) : null,
      bodyHash: document.bodyHash,
      ipAddress: place.ipAddress,
      userAgent: place.userAgent?.slice(0, 500) || null,
      signedAt: now,
    })
    .onConflictDoNothing({ target: [documentSignatures.studioId, documentSignatures.versionId, documentSignatures.studentId] });
  const [signature] = await signatureRows(db, session.studioId, {
    versionId: document.versionId,
    studentId,
  });
  return signature;
}

/** Every signature of a document, newest first, and the active students who haven't signed its current version (owners). */
export async function listSignatures(db: Db, session: Session, id: string) {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.studioId, session.studioId), eq(documents.id, id)));
  if (!document) throw new AppError("not_found", "Document not found.");
  const signatures = await signatureRows(db, session.studioId, { documentId: id });
  const unsigned = await db
    .select({ studentId: students.id, name: students.name })
    .from(students)
    .where(
      and(
        askedStudents(session.studioId),
        notExists(
          db
            .select({ one: documentSignatures.id })
            .from(documentSignatures)
            .innerJoin(
              documentVersions,
              and(eq(documentVersions.studioId, documentSignatures.studioId), eq(documentVersions.id, documentSignatures.versionId)),
            )
            .where(
              and(
                eq(documentSignatures.studioId, session.studioId),
                eq(documentSignatures.documentId, id),
                eq(documentSignatures.studentId, students.id),
                isCurrentVersion,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(students.name), asc(students.id));
  return { signatures, unsigned };
}

/** One signature with the text signed, for its printable copy: the owner, or the student who signed; 404 for anyone else. */
export async function getSignedCopy(db: Db, session: Session, signatureId: string) {
  const [signature] = await signatureRows(db, session.studioId, { signatureId });
  if (!signature) throw new AppError("not_found", "Signature not found.");
  if (!canManageStudio(session) && signature.studentId !== session.studentId) throw new AppError("not_found", "Signature not found.");
  const [text] = await db
    .select({ title: documents.title, body: documentVersions.body })
    .from(documentVersions)
    .innerJoin(documents, and(eq(documents.studioId, documentVersions.studioId), eq(documents.id, documentVersions.documentId)))
    .where(and(eq(documentVersions.studioId, session.studioId), eq(documentVersions.id, signature.versionId)));
  return { ...signature, title: text.title, text: text.body };
}

type SignatureFilter = { documentId?: string; signatureId?: string; versionId?: string; studentId?: string };

function signatureRows(db: Db, studioId: string, filter: SignatureFilter) {
  return db
    .select({
      id: documentSignatures.id,
      documentId: documentSignatures.documentId,
      versionId: documentSignatures.versionId,
      studentId: documentSignatures.studentId,
      studentName: students.name,
      erasedAt: students.erasedAt,
      formerNumber: students.formerNumber,
      version: documentVersions.version,
      fullName: documentSignatures.fullName,
      guardianName: documentSignatures.guardianName,
      signedAt: documentSignatures.signedAt,
      ipAddress: documentSignatures.ipAddress,
      userAgent: documentSignatures.userAgent,
      bodyHash: documentSignatures.bodyHash,
    })
    .from(documentSignatures)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.studioId, documentSignatures.studioId), eq(documentVersions.id, documentSignatures.versionId)),
    )
    .innerJoin(students, and(eq(students.studioId, documentSignatures.studioId), eq(students.id, documentSignatures.studentId)))
    .where(
      and(
        eq(documentSignatures.studioId, studioId),
        filter.documentId ? eq(documentSignatures.documentId, filter.documentId) : undefined,
        filter.signatureId ? eq(documentSignatures.id, filter.signatureId) : undefined,
        filter.versionId ? eq(documentSignatures.versionId, filter.versionId) : undefined,
        filter.studentId ? eq(documentSignatures.studentId, filter.studentId) : undefined,
      ),
    )
    .orderBy(desc(documentSignatures.signedAt), asc(documentSignatures.id))
    .then((rows) =>
      rows.map(({ erasedAt, formerNumber, ...row }) =>
        erasedAt
          ? { ...row, studentName: `Former student #${formerNumber ?? ""}`, fullName: `Former student #${formerNumber ?? ""}` }
          : row,
      ),
    );
}
