import { displayCell, formatMonth } from "@/lib/reports/format-cell";
import type { RevenueTotals } from "@/lib/reports/revenue";
import { FigureTiles, type Figure } from "./figure-tiles";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { labelMethod, mainTable, tableOf, type ViewProps } from "./view-props";
import { plural } from "@/lib/text/plural";

/**
 * Revenue: cash by month (payments vs refunds), online payments as Stripe took them, automatic
 * payments, by method, what lessons earned, packages sold vs used and still owed.
 */
export function RevenueView({ result, cell, csvHref }: ViewProps<RevenueTotals>) {
  const { totals, previousTotals } = result;
  const money = (label: string, key: keyof RevenueTotals, note?: string): Figure => ({
    label,
    value: totals[key] as number,
    previous: previousTotals[key] as number,
    format: "cents",
    note,
  });
  const figures: Figure[] = [
    money("Received", "receivedCents"),
    money("Refunded", "refundedCents"),
    money("Net received", "netCents"),
    money("Charged", "chargedCents"),
    {
      label: "Units sold",
      value: totals.unitsSold,
      previous: previousTotals.unitsSold,
      format: "count",
      note: `${totals.packagesSold} packages`,
    },
    { label: "Units used", value: totals.unitsUsed, previous: previousTotals.unitsUsed, format: "count" },
    money("Lessons paid, not yet taught", "liabilityCents", `${totals.liabilityUnits} units at the period's end`),
    money("Gift certificates unredeemed", "giftLiabilityCents", `${displayCell(totals.giftSoldCents, "cents", cell)} sold in the period`),
    money("Discounts given", "discountsCents", `${totals.discountUses} promo code uses`),
  ];
  // A fee Stripe hasn't reported yet is said, not counted as 0: that gross is outside fee and net.
  const pending = totals.onlineFeePendingCents;
  const pendingNote = pending > 0 ? `${displayCell(pending, "cents", cell)} paid, fee pending` : undefined;
  const onlineFigures: Figure[] = [
    money("Online gross", "onlineGrossCents"),
    money("Stripe fees", "onlineFeeCents", pendingNote),
    money("Online net", "onlineNetCents", pendingNote && `Without the ${displayCell(pending, "cents", cell)} whose fee is pending`),
  ];
  const hasOnline = totals.onlineGrossCents > 0 || previousTotals.onlineGrossCents > 0;
  const items = (count: number) => plural(count, "item");
  // Collected and failed compare with the period before; upcoming is always the next 30 days from today.
  const autopayFigures: Figure[] = [
    money("Collected", "autopayCollectedCents"),
    money("Charged to account", "autopayToAccountCents", `${items(totals.autopayToAccountCount)}, no card on file`),
    money("Failed, still owed", "autopayFailedCents"),
    money("Upcoming, next 30 days", "autopayUpcomingCents", `${items(totals.autopayUpcomingCount)} scheduled`),
  ];
  const hasAutopay = [totals, previousTotals].some(
    (figures) =>
      figures.autopayCollectedCount + figures.autopayToAccountCount + figures.autopayFailedCount + figures.autopayUpcomingCount > 0,
  );
  const months = mainTable(result);
  const services = tableOf(result, "services");
  const methods = tableOf(result, "methods");
  return (
    <div className="grid gap-4">
      <FigureTiles label="Revenue: this period and the one before" figures={figures} cell={cell} columns="lg:grid-cols-7" />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <ReportChart
          label="Payments and refunds by month"
          data={months.rows.map((row) => ({
            label: formatMonth(String(row.month)),
            received: row.receivedCents,
            refunded: row.refundedCents,
          }))}
          series={[
            { key: "received", label: "Received" },
            { key: "refunded", label: "Refunded" },
          ]}
          format="cents"
          cell={cell}
        />
        <ReportTable table={months} cell={cell} csvHref={csvHref()} />
      </div>
      {hasOnline && (
        <section aria-labelledby="online-payments" className="grid gap-2">
          <div className="grid gap-0.5">
            <h2 id="online-payments" className="text-sm font-semibold text-muted-foreground">
              Online payments (Stripe)
            </h2>
            <p className="text-xs text-muted-foreground">
              As Stripe took them on your account, by day on the studio&apos;s clock: they match your Stripe dashboard for the same days.
              Refunds are in the table by method.
            </p>
          </div>
          <div className="grid gap-4 lg:grid-cols-[1fr_3fr]">
            <FigureTiles
              label="Online payments: this period and the one before"
              figures={onlineFigures}
              cell={cell}
              columns="content-start lg:grid-cols-1"
            />
            <ReportTable
              table={tableOf(result, "online")}
              cell={cell}
              csvHref={csvHref("online")}
              empty="No online payments in this period."
            />
          </div>
        </section>
      )}
      {hasAutopay && (
        <section aria-labelledby="autopay-payments" className="grid gap-2">
          <div className="grid gap-0.5">
            <h2 id="autopay-payments" className="text-sm font-semibold text-muted-foreground">
              Automatic payments
            </h2>
            <p className="text-xs text-muted-foreground">
              Memberships and instalments. Collected: paid by saved card or recorded in cash in this period (also in Received). Charged to
              account: no card on file, so the amount waits on the student&apos;s balance.
            </p>
          </div>
          <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
            <FigureTiles
              label="Automatic payments: this period and the one before"
              figures={autopayFigures}
              cell={cell}
              columns="content-start lg:grid-cols-2"
            />
            <ReportTable table={tableOf(result, "autopay")} cell={cell} csvHref={csvHref("autopay")} />
          </div>
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportChart
          label="Lesson revenue by service"
          data={services.rows.map((row) => ({ label: String(row.service), earned: row.revenueCents }))}
          series={[{ key: "earned", label: "Earned" }]}
          format="cents"
          cell={cell}
        />
        <ReportTable table={services} cell={cell} csvHref={csvHref("services")} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportTable table={tableOf(result, "instructors")} cell={cell} csvHref={csvHref("instructors")} />
        <ReportTable table={{ ...methods, rows: methods.rows.map(labelMethod) }} cell={cell} csvHref={csvHref("methods")} />
      </div>
      <ReportTable
        table={tableOf(result, "packages")}
        cell={cell}
        csvHref={csvHref("packages")}
        empty="No packages sold, used or owed in this period."
      />
    </div>
  );
}
