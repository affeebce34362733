"use client";

import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPaymentItemPatch } from "@/lib/autopay/schemas";
import { formatMoney } from "@/lib/money/money";
import { dueText, type PaymentItem } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

const ZMove = ZPaymentItemPatch.options[0];

type Props = { item: PaymentItem; items: PaymentItem[]; currency: string; today: string; onDone: () => void };

/**
 * The owner's changes to an instalment still to come (PATCH /api/payment-items/{id}): move its day,
 * merge it into the next one, or cancel it. Only scheduled instalments offer them.
 */
export function InstalmentActions({ item, items, currency, today, onDone }: Props) {
  const locale = useStudioLocale();
  if (item.source !== "instalment" || item.status !== "scheduled") return null;
  const name = `${item.description}, ${formatMoney(item.amountCents, currency)}`;
  const next = items.find(
    (other) =>
      other.id !== item.id && other.status === "scheduled" && other.studentPackageId === item.studentPackageId && laterThan(other, item),
  );
  const patch = (body: object) => () => apiFetch(`/api/payment-items/${item.id}`, { method: "PATCH", body });
  return (
    <>
      <MoveDialog item={item} name={name} today={today} onDone={onDone} />
      {next && (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Merge into next: ${name}`}>
              Merge into next
            </Button>
          }
          title="Merge into the next instalment?"
          description={`${formatMoney(item.amountCents, currency)} moves onto ${next.description} (due ${dueText(next, locale)}), which becomes ${formatMoney(item.amountCents + next.amountCents, currency)}. This instalment is cancelled.`}
          keepLabel="Keep both"
          confirmLabel="Merge"
          action={patch({ action: "merge" })}
          errorMessage="The instalments couldn't be merged. Try again."
          onDone={onDone}
        />
      )}
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Cancel ${name}`}>
            Cancel
          </Button>
        }
        title="Cancel this instalment?"
        description={`${formatMoney(item.amountCents, currency)} is no longer owed and won't be charged. This can't be undone.`}
        keepLabel="Keep it"
        confirmLabel="Cancel instalment"
        action={patch({ action: "cancel" })}
        errorMessage="The instalment couldn't be cancelled. Try again."
        onDone={onDone}
      />
    </>
  );
}

/** Whether `a` falls after `b`: by day, and "by the lesson" ones by how many lessons they wait for. */
function laterThan(a: PaymentItem, b: PaymentItem): boolean {
  if (a.dueOn && b.dueOn) return a.dueOn > b.dueOn;
  if (!a.dueOn && !b.dueOn) return (a.afterLessons ?? 0) > (b.afterLessons ?? 0);
  return !a.dueOn;
}

function MoveDialog({ item, name, today, onDone }: { item: PaymentItem; name: string; today: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZMove, {
    defaultValues: { action: "move", dueOn: item.dueOn ?? today },
    submit: (body) => apiFetch(`/api/payment-items/${item.id}`, { method: "PATCH", body }),
    errorMessage: "The instalment couldn't be moved. Try again.",
    onSuccess: (): void => {
      setOpen(false);
      onDone();
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset({ action: "move", dueOn: item.dueOn ?? today });
          setResult(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Move ${name}`}>
          <CalendarClock aria-hidden />
          Move
        </Button>
      </DialogTrigger>
      <DialogContent title="Move instalment" description={`${name}. It is charged early in the morning of its new day.`}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <Controller
            control={form.control}
            name="dueOn"
            render={({ field }) => (
              <DatePicker id={`move-${item.id}`} label="New due day" value={field.value} rules={{ min: today }} onChange={field.onChange} />
            )}
          />
          {fieldError("dueOn") && <p className="text-sm text-danger">{fieldError("dueOn")}</p>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep the day
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Move
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
