"use client";

import { RotateCw } from "lucide-react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { formatMoney } from "@/lib/money/money";
import { settledText, type PaymentItem } from "./autopay-text";

/**
 * The owner's answers to a failed payment (POST /api/autopay/items/{id}/retry | record-cash | waive):
 * try the card again now, record the cash the student handed over, or let it go (asked first).
 * `who` names the student in the buttons' accessible names when a list holds several people.
 */
export function FailedItemActions({
  item,
  currency,
  who,
  onDone,
}: {
  item: PaymentItem;
  currency: string;
  who?: string;
  /** Called after a change with what happened, in words, for the list to say (the row may be gone). */
  onDone: (outcome: string) => void;
}) {
  const { run, result, isPending } = useApiAction();
  if (item.status !== "failed") return null;
  const amount = formatMoney(item.amountCents, currency);
  const name = `${who ? `${who}'s ` : ""}${item.description}, ${amount}`;
  const post = (action: "retry" | "record-cash" | "waive") => () =>
    apiFetch<{ item: PaymentItem }>(`/api/autopay/items/${item.id}/${action}`, { method: "POST" });

  const act = async (action: "retry" | "record-cash") => {
    const outcome: { item?: PaymentItem } = {};
    const done = await run(
      async () => {
        outcome.item = (await post(action)()).item;
      },
      {
        errorMessage:
          action === "retry"
            ? "The card couldn't be tried again. Try again in a minute."
            : "The cash payment couldn't be recorded. Try again.",
      },
    );
    if (done && outcome.item) onDone(outcomeText(outcome.item, name));
  };

  return (
    <>
      <Button variant="secondary" size="sm" disabled={isPending} onClick={() => act("retry")} aria-label={`Retry card for ${name}`}>
        <RotateCw aria-hidden />
        Retry card
      </Button>
      <Button variant="ghost" size="sm" disabled={isPending} onClick={() => act("record-cash")} aria-label={`Record cash for ${name}`}>
        Record cash
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Waive ${name}`}>
            Waive
          </Button>
        }
        title={`Waive ${amount}?`}
        description={`${item.description} will no longer be owed${who ? ` by ${who}` : ""}, and the card won't be tried again. This can't be undone.`}
        keepLabel="Keep it owed"
        confirmLabel={`Waive ${amount}`}
        action={post("waive")}
        errorMessage="The payment couldn't be waived. Try again."
        onDone={() => onDone(`${name}: waived.`)}
      />
      {result && (
        <div className="basis-full">
          <FormStatus result={result} />
        </div>
      )}
    </>
  );
}

/** What a retry or a cash payment came to: paid (and how), or the card's refusal again. */
function outcomeText(item: PaymentItem, name: string): string {
  if (item.status === "paid") return `${name}: ${settledText(item)?.toLowerCase() ?? "paid"}.`;
  if (item.status === "failed") return `${name}: the card was refused again${item.lastError ? ` (${item.lastError})` : ""}.`;
  return `${name}: ${item.status}.`;
}
