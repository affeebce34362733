import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { inquiries, inquiryEvents, INQUIRY_STAGES, type SALE_CATEGORIES } from "@/lib/db/schema";

type InquiryStage = (typeof INQUIRY_STAGES)[number];

/** The ladder an inquiry climbs; `lost` stands beside it (reached and left only by hand). */
const LADDER: readonly InquiryStage[] = ["new", "first_lesson_booked", "first_lesson_taken", "original", "extension", "renewal"];

/** Where a stage stands on the ladder (`lost`: -1, never passed by an automatic move). */
function stageRank(stage: InquiryStage): number {
  return LADDER.indexOf(stage);
}

/** The stage each sale category reaches; the first-lesson offer, events, sundries and coaching move nothing. */
const STAGE_FOR_SALE: Partial<Record<(typeof SALE_CATEGORIES)[number], InquiryStage>> = {
  original: "original",
  extension: "extension",
  renewal: "renewal",
};

/**
 * Moves the inquiries of `studentIds` up to `stage` because something happened (a lesson booked or
 * taken, a package sold): only forward, never out of `lost`, and each move is written to the
 * inquiry's history. A student with no inquiry gets none: a sale or a booking invents no lead.
 */
async function advanceInquiries(tx: Tx, studioId: string, studentIds: string[], stage: InquiryStage, at: Date): Promise<void> {
  if (!studentIds.length) return;
  const below = LADDER.slice(0, stageRank(stage));
  if (!below.length) return;
  const moved = await tx
    .update(inquiries)
    .set({ stage, updatedAt: at })
    .where(and(eq(inquiries.studioId, studioId), inArray(inquiries.studentId, studentIds), inArray(inquiries.stage, below)))
    .returning({ id: inquiries.id });
  if (moved.length) await tx.insert(inquiryEvents).values(moved.map((row) => ({ studioId, inquiryId: row.id, stage, at })));
}

/**
 * Moves the student's inquiry forward for a sale just recorded (an original, an extension, a
 * renewal); never backward, and never out of `lost` by itself.
 */
export async function moveInquiryForSale(
  tx: Tx,
  sale: { studioId: string; studentId: string; category: (typeof SALE_CATEGORIES)[number]; at: Date },
): Promise<void> {
  const stage = STAGE_FOR_SALE[sale.category];
  if (stage) await advanceInquiries(tx, sale.studioId, [sale.studentId], stage, sale.at);
}

/** A lesson or class booked for these students (held for payment counts: the place is theirs). */
export async function moveInquiriesForBooking(tx: Tx, studioId: string, studentIds: string[], at: Date): Promise<void> {
  await advanceInquiries(tx, studioId, studentIds, "first_lesson_booked", at);
}

/** Attendance posted: these students came. */
export async function moveInquiriesForAttendance(tx: Tx, studioId: string, studentIds: string[], at: Date): Promise<void> {
  await advanceInquiries(tx, studioId, studentIds, "first_lesson_taken", at);
}
