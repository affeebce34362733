import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { EXAM_RESULTS } from "@/lib/db/schema/column-values";
import { queryRows } from "@/lib/db/query-rows";
import type { DanceStyle, LevelKey } from "@/lib/progress/levels";
import type { CompetitionHistoryView } from "./heats-views";

type Row = {
  danceId: string;
  dance: string;
  style: DanceStyle;
  position: number;
  competitionId: string;
  competition: string;
  on: string;
  level: LevelKey;
  heat: string | null;
  placement: number | null;
  result: (typeof EXAM_RESULTS)[number] | null;
  note: string | null;
};

/**
 * A student's competition history per dance, newest event first: every entry they danced (as the
 * student or the partner) with its heat and placement, or a medal exam's verdict. `publishedOnly`
 * for the student's own page (events the studio hasn't published aren't theirs to see yet).
 */
export async function getCompetitionHistory(
  db: Db,
  studioId: string,
  studentId: string,
  publishedOnly: boolean,
): Promise<CompetitionHistoryView> {
  const rows = await queryRows<Row>(
    db,
    sql`select d.id as "danceId", d.name as dance, d.style, d.position, c.id as "competitionId", c.name as competition,
        c.starts_on::text as "on", e.level, h.number as heat, he.placement, e.exam_result as result, he.result_note as note
      from competition_entries e
      join competitions c on c.studio_id = e.studio_id and c.id = e.competition_id
      join competition_entry_dances ed on ed.studio_id = e.studio_id and ed.entry_id = e.id
      join dances d on d.studio_id = ed.studio_id and d.id = ed.dance_id
      left join competition_heat_entries he on he.studio_id = e.studio_id and he.entry_id = e.id
      left join competition_heats h on h.studio_id = he.studio_id and h.id = he.heat_id
      where e.studio_id = ${studioId}::uuid and (e.student_id = ${studentId}::uuid or e.partner_student_id = ${studentId}::uuid)
        and e.status = 'confirmed' ${publishedOnly ? sql`and c.published` : sql``}
      order by d.position, d.name, c.starts_on desc, h.position nulls last`,
  );
  const byDance = new Map<string, CompetitionHistoryView[number]>();
  for (const row of rows) {
    const group = byDance.get(row.danceId) ?? { danceId: row.danceId, dance: row.dance, style: row.style, items: [] };
    group.items.push({
      competitionId: row.competitionId,
      competition: row.competition,
      on: row.on,
      level: row.level,
      heat: row.heat,
      placement: row.placement,
      result: row.result,
      note: row.note,
    });
    byDance.set(row.danceId, group);
  }
  return [...byDance.values()];
}
