import { formatMoney } from "@/lib/money/money";

/** "You owe $95.00" / "In credit $20.00" / "All settled": positive balances are owed to the studio. */
export function balanceText(balanceCents: number, currency: string, who: "you" | "they" = "you"): string {
  if (balanceCents > 0) return `${who === "you" ? "You owe" : "Owes"} ${formatMoney(balanceCents, currency)}`;
  if (balanceCents < 0) return `In credit ${formatMoney(-balanceCents, currency)}`;
  return "All settled";
}

/** The big balance line at the top of an account, with room for its actions. */
export function BalanceSummary({
  balanceCents,
  currency,
  who,
  children,
}: {
  balanceCents: number;
  currency: string;
  who: "you" | "they";
  children?: React.ReactNode;
}) {
  const tone = balanceCents > 0 ? "text-danger" : balanceCents < 0 ? "text-success" : "text-foreground";
  return (
    <section
      aria-labelledby="balance-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div>
        <h2 id="balance-title" className="text-sm text-muted-foreground">
          Balance
        </h2>
        <p className={`font-[family-name:var(--font-display)] text-3xl font-semibold ${tone}`}>
          {balanceText(balanceCents, currency, who)}
        </p>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </section>
  );
}
