import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ReportContext, Window } from "./report-context";
import type { Column, ReportTable, Row } from "./report-types";
import { selectRows, toNumber } from "./sql-helpers";
import type { ZRevenueTotals } from "./views";

type OnlineKey = "onlineGrossCents" | "onlineFeeCents" | "onlineNetCents" | "onlineFeePendingCents";
type OnlineTotals = Pick<z.input<typeof ZRevenueTotals>, OnlineKey>;

const MONEY = (key: string, label: string): Column => ({ key, label, format: "cents" });

/**
 * Stripe's charges on the studio's account by day of the studio's clock, as its dashboard groups
 * them (by when the money was taken): the gross, Stripe's fee where it is known, and the gross
 * still waiting for its fee (counted in neither the fee nor the net, never as a fee of 0).
 */
export function chargesByDay(db: Db, context: ReportContext, window: Window) {
  return selectRows(
    db,
    sql`select to_char(c.paid_at at time zone ${context.timeZone}, 'YYYY-MM-DD') as day, count(*) as payments,
        sum(c.gross_cents) as gross, coalesce(sum(c.fee_cents), 0) as fee,
        coalesce(sum(c.gross_cents) filter (where c.fee_cents is null), 0) as pending
      from online_charges c
      where c.studio_id = ${context.studioId} and c.paid_at >= ${window.start} and c.paid_at < ${window.end}
      group by 1 order by 1`,
  );
}

function lineOf(row: Record<string, unknown>) {
  const [gross, fee, pending] = [toNumber(row.gross), toNumber(row.fee), toNumber(row.pending)];
  return { grossCents: gross, feeCents: fee, netCents: gross - pending - fee, feePendingCents: pending };
}

type DayRows = Awaited<ReturnType<typeof chargesByDay>>;

/**
 * The period's online payments: gross = net + Stripe's fees + the gross whose fee is still pending.
 * `known`: the period's days when already read (Revenue's table reads the same rows).
 */
export async function onlineTotals(db: Db, context: ReportContext, window: Window, known?: DayRows): Promise<OnlineTotals> {
  const lines = (known ?? (await chargesByDay(db, context, window))).map(lineOf);
  const sum = (key: keyof ReturnType<typeof lineOf>) => lines.reduce((total, line) => total + line[key], 0);
  return {
    onlineGrossCents: sum("grossCents"),
    onlineFeeCents: sum("feeCents"),
    onlineNetCents: sum("netCents"),
    onlineFeePendingCents: sum("feePendingCents"),
  };
}

/**
 * Revenue's table: one row per day with online payments, to set beside the Stripe dashboard's same
 * days. "Fee pending on": the gross whose fee Stripe hasn't reported (empty when none), outside fee and net.
 */
export function onlineDaysTable(days: DayRows): ReportTable {
  const rows: Row[] = days.map((row) => {
    const line = lineOf(row);
    // A day whose every fee is still unknown has no fee or net yet (—), rather than 0.
    const known = line.feePendingCents < line.grossCents;
    return {
      day: String(row.day),
      payments: toNumber(row.payments),
      grossCents: line.grossCents,
      feeCents: known ? line.feeCents : null,
      netCents: known ? line.netCents : null,
      feePendingCents: line.feePendingCents || null,
    };
  });
  return {
    key: "online",
    title: "Online payments (Stripe) by day",
    columns: [
      { key: "day", label: "Day", format: "date" },
      { key: "payments", label: "Payments", format: "count" },
      MONEY("grossCents", "Gross"),
      MONEY("feeCents", "Stripe fees"),
      MONEY("netCents", "Net"),
      MONEY("feePendingCents", "Fee pending on"),
    ],
    rows,
  };
}

/** The Summary's side table: the period's online figures in one column, as the Stripe dashboard totals them. */
export function onlineSummaryTable(totals: OnlineTotals): ReportTable {
  const line = (key: OnlineKey, label: string): Row => ({ measure: label, amountCents: totals[key] });
  return {
    key: "online",
    title: "Online payments (Stripe)",
    columns: [{ key: "measure", label: "Measure", format: "text" }, MONEY("amountCents", "This period")],
    rows: [
      line("onlineGrossCents", "Gross"),
      line("onlineFeeCents", "Stripe fees"),
      line("onlineNetCents", "Net"),
      ...(totals.onlineFeePendingCents > 0 ? [line("onlineFeePendingCents", "Fee pending on")] : []),
    ],
  };
}
