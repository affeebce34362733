import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import type { ReportContext, Window } from "./report-context";
import type { ReportTable, Row } from "./report-types";
import { selectRows, toNumber } from "./sql-helpers";
import type { ZAutopayTotals, ZMemberTotals } from "./views";

export type AutopayTotals = z.input<typeof ZAutopayTotals>;
export type MemberTotals = z.input<typeof ZMemberTotals>;

/** "Upcoming": scheduled items due from today through the next 29 days, on the studio's calendar. */
export const UPCOMING_DAYS = 30;

/** The studio's local day of the report's clock, and the last day of the upcoming window. */
function upcomingSpan(context: ReportContext) {
  const today = instantToLocal(context.now, context.timeZone).date;
  return { today, last: addDays(today, UPCOMING_DAYS - 1) };
}

/**
 * Automatic payments of a window. Collected: items paid in it (by when they were settled) by the
 * saved card or recorded in cash at the desk; charged to account: items whose amount went on the
 * student's account for want of a card (money still to come, so apart). Failed: items due in the
 * window whose card was refused and that are still unpaid now. Upcoming: scheduled items due in the
 * next 30 days from today, whatever the window (the same in both periods' totals).
 */
export async function autopayFigures(db: Db, context: ReportContext, window: Window) {
  const { today, last } = upcomingSpan(context);
  const [row] = await selectRows(
    db,
    sql`select
        count(*) filter (where card) as card, coalesce(sum(amount_cents) filter (where card), 0) as card_cents,
        count(*) filter (where cash) as cash, coalesce(sum(amount_cents) filter (where cash), 0) as cash_cents,
        count(*) filter (where to_account) as to_account, coalesce(sum(amount_cents) filter (where to_account), 0) as to_account_cents,
        count(*) filter (where failed) as failed, coalesce(sum(amount_cents) filter (where failed), 0) as failed_cents,
        count(*) filter (where upcoming) as upcoming, coalesce(sum(amount_cents) filter (where upcoming), 0) as upcoming_cents
      from (select i.amount_cents,
          i.status = 'paid' and i.settled_by = 'card' and w.in_window as card,
          i.status = 'paid' and i.settled_by = 'cash' and w.in_window as cash,
          i.status = 'paid' and i.settled_by = 'account' and w.in_window as to_account,
          i.status = 'failed' and i.due_on between ${window.from}::date and ${window.to}::date as failed,
          i.status = 'scheduled' and i.due_on between ${today}::date and ${last}::date as upcoming
        from payment_items i
        cross join lateral (select i.settled_at >= ${window.start} and i.settled_at < ${window.end} as in_window) w
        where i.studio_id = ${context.studioId}
          and (i.status in ('paid', 'failed') or (i.status = 'scheduled' and i.due_on between ${today}::date and ${last}::date))) items`,
  );
  const line = (key: string) => ({ items: toNumber(row[key]), amountCents: toNumber(row[`${key}_cents`]) });
  const lines = {
    card: line("card"),
    cash: line("cash"),
    toAccount: line("to_account"),
    failed: line("failed"),
    upcoming: line("upcoming"),
  };
  const totals: AutopayTotals = {
    autopayCollectedCents: lines.card.amountCents + lines.cash.amountCents,
    autopayCollectedCount: lines.card.items + lines.cash.items,
    autopayToAccountCents: lines.toAccount.amountCents,
    autopayToAccountCount: lines.toAccount.items,
    autopayFailedCents: lines.failed.amountCents,
    autopayFailedCount: lines.failed.items,
    autopayUpcomingCents: lines.upcoming.amountCents,
    autopayUpcomingCount: lines.upcoming.items,
  };
  return { totals, lines };
}

type AutopayLines = Awaited<ReturnType<typeof autopayFigures>>["lines"];

/** Revenue's table of automatic payments: one line per outcome, its items and amount (its CSV: `table=autopay`). */
export function autopayTable(lines: AutopayLines): ReportTable {
  const line = (outcome: string, { items, amountCents }: { items: number; amountCents: number }): Row => ({ outcome, items, amountCents });
  return {
    key: "autopay",
    title: "Automatic payments by outcome",
    columns: [
      { key: "outcome", label: "Outcome", format: "text" },
      { key: "items", label: "Items", format: "count" },
      { key: "amountCents", label: "Amount", format: "cents" },
    ],
    rows: [
      line("Collected by card", lines.card),
      line("Recorded in cash", lines.cash),
      line("Charged to account (no card)", lines.toAccount),
      line("Failed, still owed", lines.failed),
      line(`Upcoming, next ${UPCOMING_DAYS} days`, lines.upcoming),
    ],
  };
}

/**
 * Memberships in a window. Active members: students with a membership running on the window's
 * last day (today while it runs): started, not ended, not paused (a past-due one still counts: it
 * is owed). Gained: memberships that started in the window; lost: those whose last day fell in it
 * (both up to today). Monthly recurring revenue: the running memberships' prices per month (a
 * weekly price × 52 / 12), rounded to the cent once summed.
 */
export async function memberFigures(db: Db, context: ReportContext, window: Window): Promise<MemberTotals> {
  const today = instantToLocal(context.now, context.timeZone).date;
  const asOf = window.to < today ? window.to : today;
  const [row] = await selectRows(
    db,
    sql`select count(distinct m.student_id) filter (where running) as active,
        coalesce(sum(case m.period when 'week' then m.price_cents * 52.0 / 12 else m.price_cents end) filter (where running), 0) as mrr,
        count(*) filter (where m.starts_on between ${window.from}::date and ${asOf}::date and ran) as gained,
        count(*) filter (where m.ends_on between ${addDays(window.from, 1)}::date and ${addDays(asOf, 1)}::date and ran) as lost
      from student_memberships m
      cross join lateral (select m.starts_on <= ${asOf}::date and (m.ends_on is null or m.ends_on > ${asOf}::date)
        and not (m.paused_from is not null and m.paused_from <= ${asOf}::date and (m.paused_until is null or m.paused_until > ${asOf}::date))
        as running,
        -- Cancelled before its first day: it never ran, so it is neither gained nor lost.
        m.ends_on is null or m.ends_on > m.starts_on as ran) r
      where m.studio_id = ${context.studioId} and m.starts_on <= ${asOf}::date`,
  );
  return {
    activeMembers: toNumber(row.active),
    membersGained: toNumber(row.gained),
    membersLost: toNumber(row.lost),
    mrrCents: Math.round(toNumber(row.mrr)),
  };
}
