import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { PERIOD_PRESETS, presetOf, presetRange, type PeriodPreset } from "./period-presets";
import { ZPeriodDate } from "@/lib/api/zod-fields";

export type PagePeriod = { from: string; to: string; preset: PeriodPreset; today: string; weekStart: number };

/**
 * The period of the Reports screen from its URL (so a report can be linked and printed): `from`/`to`
 * dates (real ones, 2000 to two years ahead), else a `period` preset, else this week.
 */
export async function pagePeriod(db: Db, session: Session, params: { from?: string; to?: string; period?: string }, now = new Date()) {
  const [studio] = await db
    .select({ timeZone: studios.timeZone, weekStart: studios.weekStart })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  const today = instantToLocal(now, studio.timeZone).date;
  const weekStart = studio.weekStart;
  if (params.from && params.to && ZPeriodDate.safeParse(params.from).success && ZPeriodDate.safeParse(params.to).success) {
    const span = { from: params.from, to: params.to };
    return { ...span, preset: presetOf(span, today, weekStart), today, weekStart } satisfies PagePeriod;
  }
  const preset = PERIOD_PRESETS.find((item) => item.key === params.period && item.key !== "custom")?.key ?? "this-week";
  return { ...presetRange(preset as Exclude<PeriodPreset, "custom">, today, weekStart), preset, today, weekStart } satisfies PagePeriod;
}
