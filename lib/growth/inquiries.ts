import "server-only";
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { inquiries, instructors, INQUIRY_STAGES, type TrialSource } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { ORIGIN_LABELS } from "./inquiry-labels";
import type { TInquiriesQuery } from "./inquiries-schemas";
import type { InquiryItem } from "./inquiries-views";

/** The columns every answer about an inquiry reads, with the name of the instructor who follows it up. */
export const INQUIRY_COLUMNS = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  origin: inquiries.origin,
  source: inquiries.source,
  interest: inquiries.interest,
  stage: inquiries.stage,
  lostReason: inquiries.lostReason,
  followUpOn: inquiries.followUpOn,
  followUpNote: inquiries.followUpNote,
  assignedTo: inquiries.assignedTo,
  assignedName: instructors.name,
  studentId: inquiries.studentId,
  notes: inquiries.notes,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
};
type InquiryRow = Omit<InquiryItem, "sourceLabel">;

/** Joins the instructor an inquiry is assigned to (same studio). */
export const assignedJoin = and(eq(instructors.studioId, inquiries.studioId), eq(instructors.id, inquiries.assignedTo));

/** The source filter's key for a row: the ref, else the UTM source, else how it came in. */
const SOURCE_KEY = sql<string>`coalesce(nullif(${inquiries.source}->>'ref', ''), nullif(${inquiries.source}->>'utmSource', ''), ${inquiries.origin})`;

/** What the list and the reports call where someone came from. */
function inquirySourceLabel(row: { origin: keyof typeof ORIGIN_LABELS; source: TrialSource | null }): string {
  return row.source?.ref || row.source?.utmSource || ORIGIN_LABELS[row.origin];
}

export function withSourceLabel<T extends InquiryRow>(row: T): T & { sourceLabel: string } {
  return { ...row, sourceLabel: inquirySourceLabel(row) };
}

/** Owners see every inquiry; an instructor sees those assigned to them. */
export function visibleTo(session: Session): SQL | undefined {
  if (canManageStudio(session)) return eq(inquiries.studioId, session.studioId);
  if (!session.instructorId) throw new AppError("forbidden", "Inquiries are for the studio's staff.");
  return and(eq(inquiries.studioId, session.studioId), eq(inquiries.assignedTo, session.instructorId));
}

/** GET /api/inquiries and the Inquiries screen: the matching inquiries (newest first), counts per stage, the sources to filter by. */
export async function listInquiries(db: Db, session: Session, query: TInquiriesQuery) {
  const scope = visibleTo(session);
  const timeZone = session.studioTimeZone;
  const filters = and(
    scope,
    query.source ? eq(SOURCE_KEY, query.source) : undefined,
    query.assignedTo === "none" ? isNull(inquiries.assignedTo) : query.assignedTo ? eq(inquiries.assignedTo, query.assignedTo) : undefined,
    query.from ? gte(inquiries.createdAt, localToInstant(query.from, "00:00", timeZone)) : undefined,
    query.to ? lt(inquiries.createdAt, localToInstant(addDays(query.to, 1), "00:00", timeZone)) : undefined,
    query.search
      ? or(
          ilike(inquiries.name, `%${escapeLike(query.search)}%`),
          ilike(inquiries.email, `%${escapeLike(query.search)}%`),
          ilike(inquiries.phone, `%${escapeLike(query.search)}%`),
        )
      : undefined,
  );
  const [rows, counts, sources] = await Promise.all([
    db
      .select(INQUIRY_COLUMNS)
      .from(inquiries)
      .leftJoin(instructors, assignedJoin)
      .where(and(filters, query.stage ? eq(inquiries.stage, query.stage) : undefined))
      .orderBy(desc(inquiries.createdAt))
      .limit(500),
    db
      .select({ stage: inquiries.stage, total: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(filters)
      .groupBy(inquiries.stage),
    db.selectDistinct({ value: SOURCE_KEY }).from(inquiries).where(scope).orderBy(asc(SOURCE_KEY)),
  ]);
  const stageCounts = Object.fromEntries(INQUIRY_STAGES.map((stage) => [stage, 0])) as Record<(typeof INQUIRY_STAGES)[number], number>;
  for (const row of counts) stageCounts[row.stage] = Number(row.total);
  return {
    inquiries: rows.map(withSourceLabel),
    stageCounts,
    sources: sources.map(({ value }) => ({ value, label: ORIGIN_LABELS[value as keyof typeof ORIGIN_LABELS] ?? value })),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
