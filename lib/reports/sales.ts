import "server-only";
import type { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { ORIGIN_LABELS } from "@/lib/growth/inquiry-labels";
import { SALE_CATEGORY_LABELS, type SaleCategoryKey } from "@/lib/growth/sales-labels";
import { ADDED_BY_STUDIO } from "./new-student-sources";
import { reportContext, refuseInstructorFilter, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { ratio, selectRows, toNumber } from "./sql-helpers";
import type { ZSalesTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type SalesTotals = z.input<typeof ZSalesTotals>;

const PROGRAMS = ["original", "extension", "renewal"] as const;

/** An inquiry's source as the Inquiries screen names it: its ?ref= or UTM source, else how it reached the studio. */
function inquirySource(alias: string): SQL {
  const origin = sql.join(
    Object.entries(ORIGIN_LABELS).map(([key, label]) => sql`when ${key} then ${label}`),
    sql` `,
  );
  const i = sql.raw(alias);
  return sql`coalesce(nullif(${i}.source->>'ref', ''), nullif(${i}.source->>'utmSource', ''), case ${i}.origin ${origin} else 'Other' end)`;
}

/** A sale's source: the student's inquiry's, else where the public page says they came from, else added by the studio. */
const SALE_SOURCE = sql`coalesce(
  (select ${inquirySource("q")} from inquiries q where q.studio_id = s.studio_id and q.student_id = s.student_id limit 1),
  (select ss.label from student_sources ss where ss.studio_id = s.studio_id and ss.student_id = s.student_id),
  ${ADDED_BY_STUDIO})`;

/** The funnel's steps of a window, one row per source: inquiries made, first lessons taken, programs sold. */
function bySource(context: ReportContext, window: Window): SQL {
  return sql`select source, sum(inquiries) as inquiries, sum(first_lessons) as first_lessons,
      sum(originals) as originals, sum(extensions) as extensions, sum(renewals) as renewals, sum(cents) as cents, sum(sales) as sales
    from (
      select ${inquirySource("i")} as source, 1 as inquiries, 0 as first_lessons, 0 as originals, 0 as extensions, 0 as renewals, 0 as cents, 0 as sales
        from inquiries i where i.studio_id = ${context.studioId} and i.created_at >= ${window.start} and i.created_at < ${window.end}
      union all
      select ${inquirySource("i")}, 0, 1, 0, 0, 0, 0, 0 from inquiries i
        where i.studio_id = ${context.studioId} and exists (select 1 from inquiry_events ev where ev.studio_id = i.studio_id
          and ev.inquiry_id = i.id and ev.stage = 'first_lesson_taken' and ev.at >= ${window.start} and ev.at < ${window.end})
      union all
      select ${SALE_SOURCE}, 0, 0, (s.category = 'original')::int, (s.category = 'extension')::int, (s.category = 'renewal')::int,
          s.amount_cents, 1
        from sales s where s.studio_id = ${context.studioId} and s.sold_at >= ${window.start} and s.sold_at < ${window.end}
    ) steps group by source order by sum(inquiries) desc, sum(cents) desc, source`;
}

/** Each instructor's part: inquiries assigned to them, their first lessons, and their credited shares of sales (split by percent). */
function byStaff(context: ReportContext, window: Window): SQL {
  return sql`select ins.id, ins.name, sum(st.inquiries) as inquiries, sum(st.first_lessons) as first_lessons,
      sum(st.originals) as originals, sum(st.extensions) as extensions, sum(st.renewals) as renewals, sum(st.cents) as cents
    from (
      select i.assigned_to as instructor_id, 1 as inquiries, 0 as first_lessons, 0.0 as originals, 0.0 as extensions, 0.0 as renewals, 0.0 as cents
        from inquiries i where i.studio_id = ${context.studioId} and i.assigned_to is not null
          and i.created_at >= ${window.start} and i.created_at < ${window.end}
      union all
      select i.assigned_to, 0, 1, 0, 0, 0, 0 from inquiries i
        where i.studio_id = ${context.studioId} and i.assigned_to is not null and exists (select 1 from inquiry_events ev
          where ev.studio_id = i.studio_id and ev.inquiry_id = i.id and ev.stage = 'first_lesson_taken' and ev.at >= ${window.start} and ev.at < ${window.end})
      union all
      select c.instructor_id, 0, 0, (s.category = 'original')::int * c.percent / 100.0, (s.category = 'extension')::int * c.percent / 100.0,
          (s.category = 'renewal')::int * c.percent / 100.0, s.amount_cents * c.percent / 100.0
        from sales s join sale_credits c on c.studio_id = s.studio_id and c.sale_id = s.id
        where s.studio_id = ${context.studioId} and s.sold_at >= ${window.start} and s.sold_at < ${window.end}
    ) st join instructors ins on ins.studio_id = ${context.studioId} and ins.id = st.instructor_id
    group by ins.id, ins.name order by sum(st.cents) desc, ins.name`;
}

/** Every sale of the window by category: how many, at what list price, the discounts, what was charged. */
function byCategory(context: ReportContext, window: Window): SQL {
  return sql`select s.category, count(*) as sales, sum(s.list_cents) as list_cents, sum(s.discount_cents) as discount_cents,
      sum(s.amount_cents) as cents
    from sales s where s.studio_id = ${context.studioId} and s.sold_at >= ${window.start} and s.sold_at < ${window.end}
    group by s.category`;
}

async function totalsOf(db: Db, context: ReportContext, window: Window, known?: Record<string, unknown>[][]): Promise<SalesTotals> {
  const [sources, categories] =
    known ?? (await Promise.all([selectRows(db, bySource(context, window)), selectRows(db, byCategory(context, window))]));
  const sum = (key: string) => sources.reduce((total, row) => total + toNumber(row[key]), 0);
  const category = (key: SaleCategoryKey, field: string) => toNumber(categories.find((row) => row.category === key)?.[field]);
  const inquiries = sum("inquiries");
  const firstLessons = sum("first_lessons");
  const [originals, extensions, renewals] = PROGRAMS.map((key) => category(key, "sales"));
  return {
    inquiries,
    firstLessons,
    originals,
    extensions,
    renewals,
    originalCents: category("original", "cents"),
    extensionCents: category("extension", "cents"),
    renewalCents: category("renewal", "cents"),
    sales: sum("sales"),
    salesCents: sum("cents"),
    firstLessonRate: ratio(firstLessons, inquiries),
    originalRate: ratio(originals, firstLessons),
    extensionRate: ratio(extensions, originals),
  };
}

const STEP_COLUMNS: Column[] = [
  { key: "step", label: "Step", format: "text" },
  { key: "count", label: "This period", format: "count" },
  { key: "cents", label: "Sold", format: "cents" },
  { key: "rate", label: "From the step before", format: "percent" },
  { key: "previousCount", label: "Previous period", format: "count" },
  { key: "previousCents", label: "Sold before", format: "cents" },
];

/** The funnel as rows: each step with its money and its rate from the step before, beside the previous period. */
function funnelRows(now: SalesTotals, before: SalesTotals): Row[] {
  const steps: [string, string, keyof SalesTotals, keyof SalesTotals | null, keyof SalesTotals | null][] = [
    ["inquiries", "Inquiries", "inquiries", null, null],
    ["firstLessons", "First lessons taken", "firstLessons", null, "firstLessonRate"],
    ["originals", "Originals", "originals", "originalCents", "originalRate"],
    ["extensions", "Extensions", "extensions", "extensionCents", "extensionRate"],
    ["renewals", "Renewals", "renewals", "renewalCents", null],
  ];
  return steps.map(([key, step, count, cents, rate]) => ({
    key,
    step,
    count: now[count] as number,
    cents: cents ? (now[cents] as number) : null,
    rate: rate ? (now[rate] as number | null) : null,
    previousCount: before[count] as number,
    previousCents: cents ? (before[cents] as number) : null,
  }));
}

const share = (value: unknown) => Math.round(toNumber(value) * 100) / 100;

/**
 * GET /api/reports/sales — the funnel of a period (inquiries made → first lessons taken → originals
 * → extensions → renewals sold) with its money and rates, by source and by staff credited, every
 * sale by category, and the previous period beside it. The whole studio's; owners only.
 */
export async function salesReport(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportResult<SalesTotals>> {
  refuseInstructorFilter(query, "sales");
  const context = await reportContext(db, session, query, now);
  const window = context.period;
  const [sources, categories, staff] = await Promise.all([
    selectRows(db, bySource(context, window)),
    selectRows(db, byCategory(context, window)),
    selectRows(db, byStaff(context, window)),
  ]);
  const [current, previous] = await Promise.all([
    totalsOf(db, context, window, [sources, categories]),
    totalsOf(db, context, context.previous),
  ]);
  const programColumns: Column[] = [
    { key: "inquiries", label: "Inquiries", format: "count" },
    { key: "firstLessons", label: "First lessons", format: "count" },
    { key: "originals", label: "Originals", format: "count" },
    { key: "extensions", label: "Extensions", format: "count" },
    { key: "renewals", label: "Renewals", format: "count" },
  ];
  return reportResult(
    "sales",
    context,
    [current, previous],
    { title: "The funnel", columns: STEP_COLUMNS, rows: funnelRows(current, previous) },
    [
      {
        key: "sources",
        title: "By source",
        columns: [
          { key: "source", label: "Source", format: "text" },
          ...programColumns,
          { key: "salesCents", label: "Sold", format: "cents" },
          { key: "rate", label: "Originals per inquiry", format: "percent" },
        ],
        rows: sources.map((row) => ({
          source: String(row.source),
          inquiries: toNumber(row.inquiries),
          firstLessons: toNumber(row.first_lessons),
          originals: toNumber(row.originals),
          extensions: toNumber(row.extensions),
          renewals: toNumber(row.renewals),
          salesCents: toNumber(row.cents),
          rate: ratio(toNumber(row.originals), toNumber(row.inquiries)),
        })),
      },
      {
        key: "staff",
        title: "By staff",
        columns: [
          { key: "instructor", label: "Staff", format: "text" },
          ...programColumns,
          { key: "salesCents", label: "Credited", format: "cents" },
          { key: "rate", label: "Originals per first lesson", format: "percent" },
        ],
        rows: staff.map((row) => ({
          instructorId: String(row.id),
          instructor: String(row.name),
          inquiries: toNumber(row.inquiries),
          firstLessons: toNumber(row.first_lessons),
          originals: share(row.originals),
          extensions: share(row.extensions),
          renewals: share(row.renewals),
          salesCents: Math.round(toNumber(row.cents)),
          rate: ratio(share(row.originals), toNumber(row.first_lessons)),
        })),
      },
      {
        key: "categories",
        title: "Every sale by category",
        columns: [
          { key: "category", label: "Category", format: "text" },
          { key: "sales", label: "Sales", format: "count" },
          { key: "listCents", label: "List price", format: "cents" },
          { key: "discountCents", label: "Discounts", format: "cents" },
          { key: "salesCents", label: "Sold", format: "cents" },
        ],
        rows: (Object.keys(SALE_CATEGORY_LABELS) as SaleCategoryKey[]).map((key) => {
          const row = categories.find((candidate) => candidate.category === key);
          return {
            key,
            category: SALE_CATEGORY_LABELS[key],
            sales: toNumber(row?.sales),
            listCents: toNumber(row?.list_cents),
            discountCents: toNumber(row?.discount_cents),
            salesCents: toNumber(row?.cents),
          };
        }),
      },
    ],
  );
}
