"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Receipt } from "lucide-react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import type { ChargeResultView } from "@/lib/competitions/costs-views";
import { formatMoney } from "@/lib/money/money";
import { plural } from "@/lib/text/plural";

type Props = {
  competitionId: string;
  currency: string;
  /** Students not charged yet, and what their sheets come to. */
  newCount: number;
  newCents: number;
  /** Students whose sheet changed since their charge. */
  changedCount: number;
  /** Whether the entry deadline is still ahead (changed sheets are then re-charged without asking). */
  entriesOpen: boolean;
};

function resultText(answer: ChargeResultView, currency: string): string {
  const money = (cents: number) => formatMoney(cents, currency);
  const parts: string[] = [];
  if (answer.charged.length)
    parts.push(
      `Charged ${plural(answer.charged.length, "student")} ${money(answer.charged.reduce((sum, row) => sum + Number(row.amountCents), 0))}.`,
    );
  if (answer.recharged.length) parts.push(`Re-charged ${plural(answer.recharged.length, "student")} (the earlier charges voided).`);
  if (answer.voided.length) parts.push(`Voided the charges of ${plural(answer.voided.length, "student")} no longer going.`);
  if (answer.held.length) parts.push(`${plural(answer.held.length, "changed sheet")} left as charged: the deadline has passed.`);
  if (!parts.length) parts.push("Nothing to charge: everyone is charged what their sheet says.");
  else if (answer.unchanged) parts.push(`${plural(answer.unchanged, "student")} already charged, unchanged.`);
  return parts.join(" ");
}

/**
 * The owner's Charge: says who will be charged what before it runs, and what it did after. After the
 * deadline a changed sheet is re-charged only when the owner ticks the box.
 */
export function ChargeButton({ competitionId, currency, newCount, newCents, changedCount, entriesOpen }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [afterDeadline, setAfterDeadline] = useState(false);
  const { run, result, setResult, isPending } = useApiAction();
  const [done, setDone] = useState<string | null>(null);
  const nothing = newCount === 0 && changedCount === 0;

  const what = [
    newCount
      ? `${plural(newCount, "student")} will be charged ${formatMoney(newCents, currency)} in all, each their sheet's total, on their account.`
      : "",
    changedCount
      ? entriesOpen
        ? `${plural(changedCount, "sheet")} changed since charged: the earlier charge is voided and the new total charged.`
        : `${plural(changedCount, "sheet")} changed since charged, after the entry deadline.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  async function confirm() {
    let answer: ChargeResultView | null = null;
    const ok = await run(
      async () => {
        answer = await apiFetch<ChargeResultView>(`/api/competitions/${competitionId}/charge`, {
          body: entriesOpen || !afterDeadline ? {} : { afterDeadline: true },
        });
      },
      { errorMessage: "The charges couldn't be made. Nothing was charged; try again." },
    );
    if (!ok || !answer) return;
    setOpen(false);
    setDone(resultText(answer, currency));
    router.refresh();
  }

  // A fragment: in the owner's row of buttons, the result takes a line of its own below them.
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setResult(null);
            setAfterDeadline(false);
          }
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button disabled={nothing}>
            <Receipt aria-hidden />
            Charge
          </Button>
        </DialogTrigger>
        <DialogContent title="Charge the costs?" description={what || "Everyone is charged what their sheet says."}>
          <div className="grid gap-4">
            {changedCount > 0 && !entriesOpen && (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={afterDeadline}
                  onChange={(event) => setAfterDeadline(event.currentTarget.checked)}
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                />
                Re-charge the changed {changedCount === 1 ? "sheet" : "sheets"} too (void the earlier charge, charge the new total)
              </label>
            )}
            <p className="text-sm text-muted-foreground">Running it again later charges nothing twice.</p>
            <FormStatus result={result} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Not now
              </Button>
              <Button type="button" disabled={isPending} onClick={confirm}>
                {isPending ? "Charging…" : "Charge"}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      {done && (
        <p role="status" className="order-last basis-full rounded-md bg-success-soft px-3 py-2 text-sm text-success">
          {done}
        </p>
      )}
    </>
  );
}
