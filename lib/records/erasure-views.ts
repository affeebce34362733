import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { ERASURE_REQUEST_STATUSES } from "@/lib/db/schema/column-values";

/** A student after erasure: only the name they now go by ("Former student #N") and when. */
export const ZErasedStudentView = z.object({
  id: ZIdOut,
  name: z.string(),
  formerNumber: z.number().int(),
  erasedAt: ZInstantOut,
});

/** A request as the student who made it reads it. */
export const ZOwnErasureRequestView = z.object({
  id: ZIdOut,
  status: z.enum(ERASURE_REQUEST_STATUSES),
  message: z.string().nullable(),
  requestedAt: ZInstantOut,
  resolvedAt: ZInstantOut.nullable(),
});

/** An open request as the owner reads it: who asked, when, and what they wrote. */
export const ZErasureRequestView = z.object({
  id: ZIdOut,
  studentId: ZIdOut,
  studentName: z.string(),
  message: z.string().nullable(),
  requestedAt: ZInstantOut,
});
