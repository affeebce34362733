import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import { STUDIO_PLAN_COLUMNS } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";

/**
 * The actor the booking services see for a visitor's first lesson: the new student booking for
 * themselves, exactly as a signed-in student would (same rules: online-bookable classes only, free
 * slots from the instructor's hours). No token carries it; it lives for one request.
 */
export async function visitorSession(db: Db, studioId: string, student: { id: string; name: string; email: string }): Promise<Session> {
  const [studio] = await db
    .select({ name: studios.name, timeZone: studios.timeZone, currency: studios.currency, locale: studios.locale, ...STUDIO_PLAN_COLUMNS })
    .from(studios)
    .where(eq(studios.id, studioId))
    .limit(1);
  const { name: studioName, timeZone: studioTimeZone, currency: studioCurrency, locale, ...studioPlan } = studio;
  return {
    userId: "",
    name: student.name,
    email: student.email,
    studioId,
    studioName,
    studioTimeZone,
    studioCurrency,
    studioLocale: locale,
    role: "student",
    instructorId: null,
    studentId: student.id,
    studioPlan,
    scheduleVersion: null,
  };
}
