import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { DOCUMENT_KINDS } from "@/lib/db/schema/column-values";

/** Answer schemas of /api/documents: what owners and students read about the studio's waivers and agreements. */

/** One published text of a document: its number, its SHA-256 and when it was published. */
export const ZDocumentVersionItem = z.object({
  id: ZIdOut,
  version: z.number().int(),
  bodyHash: z.string(),
  publishedAt: ZInstantOut,
});

/** A document as its owner manages it: the current text, every version, and how many active students signed it. */
export const ZDocumentView = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  requiredBeforeBooking: z.boolean(),
  active: z.boolean(),
  createdAt: ZInstantOut,
  text: z.string(),
  current: ZDocumentVersionItem,
  versions: z.array(ZDocumentVersionItem),
  /** Active students who signed the current version, and those who haven't. */
  signedCount: z.number().int(),
  unsignedCount: z.number().int(),
});

/** An active document as a student reads it: its current text and whether they signed that version. */
export const ZStudentDocumentItem = z.object({
  id: ZIdOut,
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  requiredBeforeBooking: z.boolean(),
  version: z.number().int(),
  text: z.string(),
  /** Their signature of the current version, or null (never signed, or a newer version since). */
  signature: z.object({ id: ZIdOut, signedAt: ZInstantOut }).nullable(),
  /** Under 18 today: a parent's or guardian's name signs with theirs. */
  needsGuardian: z.boolean(),
});

/** One signature, as recorded: who, which version, when, from which address and browser, the text's hash. */
export const ZSignatureView = z.object({
  id: ZIdOut,
  documentId: ZIdOut,
  studentId: ZIdOut,
  studentName: z.string(),
  version: z.number().int(),
  fullName: z.string(),
  guardianName: z.string().nullable(),
  signedAt: ZInstantOut,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  bodyHash: z.string(),
});

/** GET /api/documents/{id}/signatures: every signature, and the active students who haven't signed the current version. */
export const ZDocumentSignatures = z.object({
  signatures: z.array(ZSignatureView),
  unsigned: z.array(z.object({ studentId: ZIdOut, name: z.string() })),
});
