import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";

/**
 * The student dismissed "a place opened up" for one of their bookings: marked on the server, so the
 * notice stays dismissed on every device. The notice's id is its booking's; marking twice keeps the
 * first time. Another student's booking, or one never promoted, is 404: there is no such notice.
 */
export async function markPromotionSeen(db: Db, session: Session, bookingId: string, now = new Date()) {
  const studentId = requireOwnStudentId(session);
  const [row] = await db
    .select({ id: bookings.id, seenAt: bookings.promotionSeenAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.studioId, session.studioId),
        eq(bookings.id, bookingId),
        eq(bookings.studentId, studentId),
        isNotNull(bookings.promotedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", "That notice isn't yours, or there is no such notice.");
  const seenAt = row.seenAt ?? now;
  if (!row.seenAt)
    await db
      .update(bookings)
      .set({ promotionSeenAt: seenAt })
      .where(and(eq(bookings.studioId, session.studioId), eq(bookings.id, bookingId)));
  return { notice: { id: row.id, seenAt: seenAt.toISOString() } };
}
