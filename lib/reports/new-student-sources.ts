import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Column } from "./report-types";
import type { ReportContext, Window } from "./report-context";
import { selectRows, toNumber } from "./sql-helpers";

/** Students who came through the public page are labelled by their ?ref= / UTM source; the rest were added by the studio. */
export const ADDED_BY_STUDIO = "Added by the studio";

export const SOURCE_COLUMNS: Column[] = [
  { key: "source", label: "Source", format: "text" },
  { key: "students", label: "New students", format: "count" },
];

/** New students of the window by where they came from (the public page's referral source, or added by the studio). */
export async function newStudentSources(db: Db, context: ReportContext, window: Window) {
  const rows = await selectRows(
    db,
    sql`select coalesce(ss.label, ${ADDED_BY_STUDIO}) as source, count(*) as students
      from students s left join student_sources ss on ss.studio_id = s.studio_id and ss.student_id = s.id
      where s.studio_id = ${context.studioId} and s.created_at >= ${window.start} and s.created_at < ${window.end}
      group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ source: String(row.source), students: toNumber(row.students) }));
}
