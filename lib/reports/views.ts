import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { REPORT_CHARTS, REPORT_GROUPS, REPORT_MEASURES } from "@/lib/db/schema/reports";
import { REPORT_NAMES } from "./report-types";

/**
 * What the report endpoints answer (GET /api/reports/{name}): amounts in cents, durations in
 * minutes, rates as fractions (0.875 = 87.5 %), null where nothing could be measured.
 */

const CELL_FORMATS = ["text", "date", "datetime", "month", "count", "cents", "minutes", "percent", "metric"] as const;
const ZColumn = z.object({ key: z.string(), label: z.string(), format: z.enum(CELL_FORMATS) });
/** A row: its cells by column key (a row may carry a `unit` for a "metric" column, and the ids the screen links by). */
const ZRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

/** A table of a report: on screen beside its chart, and a CSV of its own (`?format=csv&table=key`). */
const ZReportTableView = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(ZColumn),
  rows: z.array(ZRow),
  /** The JSON shows the first rows only; the CSV holds every one. */
  truncated: z.boolean().optional(),
});

const ZSpan = z.object({ from: z.string(), to: z.string() });

/** A report with its own totals: the period and the previous one, the studio's money and zone, its tables. */
function reportView<TTotals extends z.ZodType>(totals: TTotals) {
  return z.object({
    report: z.enum([...REPORT_NAMES, "custom"]),
    period: ZSpan,
    previous: ZSpan,
    currency: z.string(),
    timeZone: z.string(),
    /** The instructor the report is limited to (an instructor's own, or an owner's filter). */
    instructorId: ZIdOut.nullable(),
    totals,
    /** The same totals for the previous period of the same length. */
    previousTotals: totals,
    title: z.string(),
    columns: z.array(ZColumn),
    rows: z.array(ZRow),
    tables: z.array(ZReportTableView),
  });
}

/**
 * Payments Stripe took on the studio's own account in the period (by when it took them, on the
 * studio's clock), as its dashboard shows them: the gross, Stripe's fee (the platform's cut
 * included) and what is left. A fee Stripe has not reported yet is not counted as 0: those
 * payments' gross is `onlineFeePendingCents`, outside fee and net (gross = net + fee + pending).
 */
const ZOnlineTotals = z.object({
  onlineGrossCents: z.number(),
  onlineFeeCents: z.number(),
  onlineNetCents: z.number(),
  onlineFeePendingCents: z.number(),
});

/**
 * Automatic payments (memberships and instalments) of the period. Collected: items paid in it by
 * the saved card or recorded in cash; charged to account: items put on the student's account for
 * want of a card (still to be paid, apart from collected). Failed: items due in the period whose
 * card was refused and that are unpaid now. Upcoming: scheduled items due from today through the
 * next 29 days on the studio's calendar, the same in both periods' totals.
 */
export const ZAutopayTotals = z.object({
  autopayCollectedCents: z.number(),
  autopayCollectedCount: z.number(),
  autopayToAccountCents: z.number(),
  autopayToAccountCount: z.number(),
  autopayFailedCents: z.number(),
  autopayFailedCount: z.number(),
  autopayUpcomingCents: z.number(),
  autopayUpcomingCount: z.number(),
});

/**
 * Memberships. Active: students with a membership running on the period's last day (today while
 * it runs): started, not ended, not paused. Gained and lost: memberships that started, or had
 * their last day, in the period (up to today). MRR: the running memberships' prices per month
 * (weekly × 52 / 12), in cents.
 */
export const ZMemberTotals = z.object({
  activeMembers: z.number(),
  membersGained: z.number(),
  membersLost: z.number(),
  mrrCents: z.number(),
});

export const ZSummaryTotals = z.object({
  privateLessons: z.number(),
  classesTaught: z.number(),
  classAttendances: z.number(),
  receivedCents: z.number(),
  refundedCents: z.number(),
  netCents: z.number(),
  packagesSold: z.number(),
  unitsSold: z.number(),
  salesCents: z.number(),
  activeStudents: z.number(),
  newStudents: z.number(),
  firstLessons: z.number(),
  /** Contact messages sent to the studio (its public page's form); the marketing site's general form names no studio. */
  inquiries: z.number(),
  noShows: z.number(),
  lateCancels: z.number(),
  openBalanceCents: z.number(),
  studentsOwing: z.number(),
  ...ZOnlineTotals.shape,
  ...ZMemberTotals.shape,
});

export const ZAttendanceTotals = z.object({
  attended: z.number(),
  noShows: z.number(),
  lateCancels: z.number(),
  rate: z.number().nullable(),
  /** Places of lessons already begun whose attendance nobody posted yet. */
  unposted: z.number(),
  underFilled: z.number(),
});

export const ZRevenueTotals = z.object({
  /** Payments received in the period, refunds paid out in it, and the difference: the ledger's cash. */
  receivedCents: z.number(),
  refundedCents: z.number(),
  netCents: z.number(),
  /** Charges in the period (lessons, packages, fees) less the voids of the period. */
  chargedCents: z.number(),
  packagesSold: z.number(),
  unitsSold: z.number(),
  unitsUsed: z.number(),
  /** Lessons paid for and not yet taught: unused units of packages still valid at the period's end, and the money received for them. */
  liabilityUnits: z.number(),
  liabilityCents: z.number(),
  /** Gift certificates: paid for in the period (not lesson revenue), and their unredeemed value at its end (a liability). */
  giftSoldCents: z.number(),
  giftLiabilityCents: z.number(),
  /** Promo codes: what their uses in the period took off (never received), and how many uses. */
  discountsCents: z.number(),
  discountUses: z.number(),
  ...ZOnlineTotals.shape,
  ...ZAutopayTotals.shape,
});

export const ZPayrollTotals = z.object({
  privateLessons: z.number(),
  classes: z.number(),
  privateMinutes: z.number(),
  classMinutes: z.number(),
  /** Lessons missed by their students (no-show, late cancel): paid only when the studio says so. */
  missed: z.number(),
  payCents: z.number(),
  /** Lines with no rate in force on their date (paid 0 until a rate is added from that date). */
  withoutRate: z.number(),
  /** Lessons already begun with a place whose attendance nobody posted: not paid until posted. */
  unposted: z.number(),
  payMissedLessons: z.boolean(),
  /** Commission on sales credited to the instructors, at the rate in force on each sale's date (apart from lesson pay). */
  commissionCents: z.number(),
  /** On the sale when it is made, or on the money collected for it in the period. */
  commissionBasis: z.enum(["sale", "collected"]),
});

export const ZUtilisationTotals = z.object({
  bookedMinutes: z.number(),
  availableMinutes: z.number(),
  rate: z.number().nullable(),
  roomBookedMinutes: z.number(),
  /** Null when the studio has no business hours set. */
  roomOpenMinutes: z.number().nullable(),
  roomRate: z.number().nullable(),
});

export const ZRetentionTotals = z.object({
  active: z.number(),
  new: z.number(),
  returning: z.number(),
  lapsed: z.number(),
  runningOut: z.number(),
});

/**
 * Sales (the funnel). Inquiries: made in the period; first lessons: inquiries that reached "first
 * lesson taken" in it; originals, extensions, renewals: sales of the period in that category, with
 * what was charged. Rates: each step over the one before, within the period (null when the step
 * before is 0). Sales: every package and membership sold in the period, whatever its category.
 */
export const ZSalesTotals = z.object({
  inquiries: z.number(),
  firstLessons: z.number(),
  originals: z.number(),
  extensions: z.number(),
  renewals: z.number(),
  originalCents: z.number(),
  extensionCents: z.number(),
  renewalCents: z.number(),
  sales: z.number(),
  salesCents: z.number(),
  firstLessonRate: z.number().nullable(),
  originalRate: z.number().nullable(),
  extensionRate: z.number().nullable(),
});

export const ZSummaryReportView = reportView(ZSummaryTotals);
export const ZAttendanceReportView = reportView(ZAttendanceTotals);
export const ZRevenueReportView = reportView(ZRevenueTotals);
export const ZPayrollReportView = reportView(ZPayrollTotals);
export const ZUtilisationReportView = reportView(ZUtilisationTotals);
export const ZRetentionReportView = reportView(ZRetentionTotals);
export const ZSalesReportView = reportView(ZSalesTotals);

/** A saved custom report: what it counts, how it groups, which lessons, how it is drawn. */
export const ZSavedReportView = z.object({
  id: ZIdOut,
  name: z.string(),
  measure: z.enum(REPORT_MEASURES),
  groupBy: z.enum(REPORT_GROUPS),
  filters: z.object({
    instructorId: ZIdOut.optional(),
    serviceId: ZIdOut.optional(),
    roomId: ZIdOut.optional(),
    level: z.string().optional(),
    kind: z.string().optional(),
    danceId: ZIdOut.optional(),
  }),
  chart: z.enum(REPORT_CHARTS),
  createdAt: ZInstantOut,
  updatedAt: ZInstantOut,
});

/** A saved custom report run over a period: its total, the groups as rows, and how its values read. */
export const ZCustomReportRunView = reportView(z.object({ total: z.number().nullable() })).extend({
  saved: ZSavedReportView,
  unit: z.enum(CELL_FORMATS).exclude(["metric"]),
});

/** Whether no-shows and late cancels are paid to instructors. */
export const ZPayrollSettingsView = z.object({
  settings: z.object({ payMissedLessons: z.boolean(), commissionBasis: z.enum(["sale", "collected"]) }),
});

/** The CSV a report answers instead with `format=csv` (plans with data export): route({ download }). */
export const REPORT_CSV = {
  raw: "text/csv",
  description: "with `format=csv` (plans with data export), every row of the report's main table, or of the one named by `table`.",
};
