import { z } from "zod";
import { multiline } from "@/lib/api/zod-fields";
import { DOCUMENT_KINDS } from "@/lib/db/schema/column-values";

/** Request schemas of the waivers and agreements a studio asks its students to sign (/api/documents). */

const title = z
  .string({ error: "Give the document a title." })
  .trim()
  .min(1, "Give the document a title.")
  .max(120, "Keep the title under 120 characters.");
const text = multiline(
  z
    .string({ error: "Write the document's text." })
    .trim()
    .min(1, "Write the document's text.")
    .max(50_000, "Keep the text under 50,000 characters."),
);
const kind = z.enum(DOCUMENT_KINDS, { error: "Choose waiver, policy or consent." });

/** POST /api/documents: a new document, published as version 1. */
export const ZDocumentInput = z.object({
  title,
  kind,
  text,
  requiredBeforeBooking: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type TDocumentInput = z.infer<typeof ZDocumentInput>;

/** PATCH /api/documents/{id}: only what is sent changes; a different text publishes a new version. */
export const ZDocumentPatch = z.object({ title, kind, text, requiredBeforeBooking: z.boolean(), active: z.boolean() }).partial();
export type TDocumentPatch = z.infer<typeof ZDocumentPatch>;

/** POST /api/documents/{id}/versions: publish a new text (everyone signs again). */
export const ZDocumentVersionInput = z.object({ text });

const personName = (what: string) =>
  z
    .string({ error: `Type ${what}.` })
    .trim()
    .min(1, `Type ${what}.`)
    .max(120, "Keep the name under 120 characters.");

/**
 * POST /api/documents/{id}/sign: the student types their full name (a guardian's too when under 18);
 * `version`, the version they read: a newer one published meanwhile is refused, not signed unread.
 */
export const ZSignDocument = z.object({
  fullName: personName("your full name"),
  guardianName: personName("your parent's or guardian's full name").optional(),
  version: z.number().int().positive().optional(),
});
export type TSignDocument = z.infer<typeof ZSignDocument>;
