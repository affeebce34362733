import "server-only";
import { asc, count, desc, sql } from "drizzle-orm";
import { resolveSubscription, STUDIO_PLAN_COLUMNS } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, sessions, students, studios } from "@/lib/db/schema";
import { OPERATOR_PAGE_SIZE, pageCountOf, type Paged } from "./paging";

export const STUDIO_SORTS = ["newest", "activity", "name"] as const;
export type StudioSort = (typeof STUDIO_SORTS)[number];

export function readStudioSort(value: string | string[] | undefined): StudioSort {
  const sort = Array.isArray(value) ? value[0] : value;
  return STUDIO_SORTS.find((known) => known === sort) ?? "newest";
}

/** A studio as the operator sees it: its plan and counts, never a person, a lesson or an amount. */
export type OperatorStudio = {
  id: string;
  name: string;
  demo: boolean;
  planName: string;
  isTrial: boolean;
  trialEndsAt: Date | null;
  activeStudents: number;
  lastActivityAt: Date | null;
  createdAt: Date;
};

// Written out: Drizzle leaves columns unqualified in a one-table select, where "id" would mean the subquery's own.
const studioId = sql.raw(`"studios"."id"`);
// Each a backward step on an index that starts with studio_id (sessions_studio_created_idx,
// ledger_entries_studio_created_idx, students_studio_active_level_name_idx): one studio's rows only.
const lastSignIn = sql`(select ${sessions.createdAt} from ${sessions} where ${sessions.studioId} = ${studioId} order by ${sessions.createdAt} desc limit 1)`;
const lastLedgerWrite = sql`(select ${ledgerEntries.createdAt} from ${ledgerEntries} where ${ledgerEntries.studioId} = ${studioId} order by ${ledgerEntries.createdAt} desc limit 1)`;
/** Last activity: the later of someone signing in to the studio and the studio's books being written. */
const lastActivity = sql<string | Date | null>`greatest(${lastSignIn}, ${lastLedgerWrite})`;
const activeStudents = sql<number>`(select count(*) from ${students} where ${students.studioId} = ${studioId} and ${students.active})`;

const ORDER = {
  newest: [desc(studios.createdAt), asc(studios.id)],
  activity: [sql`${lastActivity} desc nulls last`, asc(studios.id)],
  name: [asc(studios.name), asc(studios.id)],
};

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** One page of studios (OPERATOR_PAGE_SIZE), newest first, by last activity, or by name. */
export async function listOperatorStudios(db: Db, page: number, sort: StudioSort, now = new Date()): Promise<Paged<OperatorStudio>> {
  const [{ total }] = await db.select({ total: count() }).from(studios);
  const rows = await db
    .select({
      id: studios.id,
      name: studios.name,
      demo: studios.demo,
      createdAt: studios.createdAt,
      ...STUDIO_PLAN_COLUMNS,
      activeStudents,
      lastActivity,
    })
    .from(studios)
    .orderBy(...ORDER[sort])
    .limit(OPERATOR_PAGE_SIZE)
    .offset((page - 1) * OPERATOR_PAGE_SIZE);
  return {
    page,
    total: Number(total),
    pageCount: pageCountOf(Number(total)),
    rows: rows.map((row) => {
      const plan = resolveSubscription(row, now);
      return {
        id: row.id,
        name: row.name,
        demo: row.demo,
        planName: plan.name,
        isTrial: plan.status === "trialing",
        trialEndsAt: row.trialEndsAt,
        activeStudents: Number(row.activeStudents),
        lastActivityAt: dateOf(row.lastActivity),
        createdAt: row.createdAt,
      };
    }),
  };
}
