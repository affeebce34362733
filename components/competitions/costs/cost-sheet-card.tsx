import Link from "next/link";
import { Printer } from "lucide-react";
import { Tag, type TagTone } from "@/components/ui/tag";
import type { CostSheetView } from "@/lib/competitions/costs-views";
import { formatMoney } from "@/lib/money/money";

const STATES: Record<CostSheetView["state"], { label: string; tone: TagTone }> = {
  not_charged: { label: "Not charged yet", tone: "accent" },
  charged: { label: "Charged", tone: "success" },
  changed: { label: "Changed since charged", tone: "danger" },
  nothing_to_charge: { label: "Nothing to pay", tone: "muted" },
};

function Lines({
  lines,
  totalCents,
  currency,
  caption,
}: Pick<CostSheetView, "lines" | "totalCents"> & { currency: string; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">What</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-border/60 align-top">
            <td className="py-1.5 pr-3">{line.label}</td>
            <td className="py-1.5 text-right tabular-nums whitespace-nowrap">{formatMoney(Number(line.amountCents), currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="pt-2 text-left">
            Total
          </th>
          <td className="pt-2 text-right tabular-nums whitespace-nowrap">{formatMoney(Number(totalCents), currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * One student's cost sheet: the lines as priced now, the total, and what was charged (with the
 * charged lines when they differ from today's).
 */
export function CostSheetCard({
  sheet,
  currency,
  chargedOn,
  printHref,
  own = false,
}: {
  sheet: CostSheetView;
  currency: string;
  /** The charge's day as the studio reads it. */
  chargedOn: string | null;
  printHref: string;
  own?: boolean;
}) {
  const state = STATES[sheet.state];
  const headingId = `sheet-${sheet.studentId}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {own ? "Your costs" : sheet.studentName}
        </h2>
        <Tag tone={state.tone}>{state.label}</Tag>
      </div>
      {sheet.lines.length ? (
        <Lines lines={sheet.lines} totalCents={sheet.totalCents} currency={currency} caption={`${sheet.studentName}'s costs now`} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {own ? "Nothing to pay yet: no confirmed entries, package or extras." : "No confirmed entries, package or extras."}
        </p>
      )}
      {sheet.charged && (
        <p className="text-sm text-muted-foreground">
          Charged {formatMoney(Number(sheet.charged.totalCents), currency)} to {own ? "your" : "the"} account
          {chargedOn ? ` on ${chargedOn}` : ""}.
          {sheet.state === "changed" && (own ? " The studio will adjust it." : " Charge again to adjust it.")}
        </p>
      )}
      {sheet.charged && sheet.state === "changed" && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">What was charged</summary>
          <div className="mt-2">
            <Lines
              lines={sheet.charged.lines}
              totalCents={sheet.charged.totalCents}
              currency={currency}
              caption={`${sheet.studentName}'s costs as charged`}
            />
          </div>
        </details>
      )}
      <Link href={printHref} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4">
        <Printer aria-hidden className="size-4" />
        Printable summary{own ? "" : <span className="sr-only"> for {sheet.studentName}</span>}
      </Link>
    </section>
  );
}
