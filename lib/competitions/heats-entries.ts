import "server-only";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import type { COMPETITION_ENTRY_STATUSES, COMPETITION_ENTRY_TYPES, EXAM_RESULTS } from "@/lib/db/schema/column-values";
import { queryRows } from "@/lib/db/query-rows";
import { defaultLevelName, STYLE_NAMES, type DanceStyle, type LevelKey } from "@/lib/progress/levels";

/** One entry of an event as the heat sheet, the results and the exams read it: who, with whom, what. */
export type SheetEntry = {
  id: string;
  studentId: string;
  studentName: string;
  partnerStudentId: string | null;
  partnerName: string | null;
  instructorId: string | null;
  instructorName: string | null;
  entryType: (typeof COMPETITION_ENTRY_TYPES)[number];
  style: DanceStyle;
  level: LevelKey;
  title: string | null;
  status: (typeof COMPETITION_ENTRY_STATUSES)[number];
  examSlotAt: string | null;
  examResult: (typeof EXAM_RESULTS)[number] | null;
  /** The entry's dances in the syllabus's order: [id, name, position]. */
  dances: { id: string; name: string; position: number }[];
};

/** Every entry of the event (one statement; dances folded in as JSON). */
export async function loadSheetEntries(db: Db | Tx, studioId: string, competitionId: string): Promise<SheetEntry[]> {
  const rows = await queryRows<SheetEntry & { dances: SheetEntry["dances"] | string }>(
    db,
    sql`select e.id, e.student_id as "studentId", s.name as "studentName", e.partner_student_id as "partnerStudentId",
        p.name as "partnerName", e.instructor_id as "instructorId", i.name as "instructorName", e.entry_type as "entryType",
        e.style, e.level, e.title, e.status, e.exam_slot_at as "examSlotAt", e.exam_result as "examResult",
        coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'position', d.position) order by d.position, d.name)
          from competition_entry_dances ed join dances d on d.studio_id = ed.studio_id and d.id = ed.dance_id
          where ed.studio_id = e.studio_id and ed.entry_id = e.id), '[]'::json) as dances
      from competition_entries e
      join students s on s.studio_id = e.studio_id and s.id = e.student_id
      left join students p on p.studio_id = e.studio_id and p.id = e.partner_student_id
      left join instructors i on i.studio_id = e.studio_id and i.id = e.instructor_id
      where e.studio_id = ${studioId}::uuid and e.competition_id = ${competitionId}::uuid
      order by e.created_at, e.id`,
  );
  return rows.map((row) => ({
    ...row,
    examSlotAt: row.examSlotAt ? new Date(row.examSlotAt).toISOString() : null,
    dances: typeof row.dances === "string" ? JSON.parse(row.dances) : row.dances,
  }));
}

/** What the entry dances, as a sheet prints it: "Bronze 2 American Smooth Waltz" (a multi-dance's own title when it has one). */
export function entryHeatTitle(entry: Pick<SheetEntry, "level" | "style" | "title" | "dances">): string {
  const what = entry.title ?? entry.dances.map((dance) => dance.name).join(" / ");
  return `${defaultLevelName(entry.level)} ${STYLE_NAMES[entry.style]} ${what}`.trim();
}

/** The people on the floor for an entry: the student, their partner or instructor. */
export function entryDancers(entry: Pick<SheetEntry, "studentId" | "partnerStudentId" | "instructorId">) {
  return [
    { kind: "student" as const, id: entry.studentId },
    ...(entry.partnerStudentId ? [{ kind: "student" as const, id: entry.partnerStudentId }] : []),
    ...(entry.instructorId ? [{ kind: "instructor" as const, id: entry.instructorId }] : []),
  ];
}
