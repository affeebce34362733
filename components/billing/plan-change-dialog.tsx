"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { formatPlanDate, formatUsd } from "@/lib/billing/format";
import { PLANS } from "@/lib/billing/plans";
import type { PlanPreview, PlanTarget } from "./plan-types";

type Props = {
  target: PlanTarget | null;
  preview: PlanPreview | null;
  currentName: string;
  /** Trial or Free: an upgrade starts a full period rather than prorating. */
  startsFresh: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

const LIMITS_NOTE = "Nothing is deleted if your studio is over the new plan's limits; you just can't add more until you're under them.";

/** Confirms a plan change: the amount charged now for an upgrade, the date for a downgrade or cancel. */
export function PlanChangeDialog({ target, preview, currentName, startsFresh, busy, error, onConfirm, onClose }: Props) {
  const open = target !== null && preview !== null;
  const name = target ? PLANS[target.plan].name : "";
  const billed = target?.interval === "year" ? "annually" : "monthly";
  let title = "";
  let body: React.ReactNode = null;
  let confirm = "";
  if (open) {
    const date = formatPlanDate(preview.effectiveAt);
    if (preview.change === "upgrade") {
      title = startsFresh ? `Start ${name}` : `Upgrade to ${name}`;
      confirm = startsFresh ? `Start ${name}` : "Confirm upgrade";
      body = (
        <>
          <p className="text-3xl font-semibold tabular-nums" data-testid="change-amount">
            {formatUsd(preview.amountCents)}
          </p>
          <p className="text-sm text-muted-foreground">
            {startsFresh
              ? `Charged today for your first ${target.interval}, billed ${billed} from then on.`
              : `Charged today: ${name} until ${preview.periodEnd ? formatPlanDate(preview.periodEnd) : "the end of this period"}, less the unused part of ${currentName}. Billed ${billed} from then on.`}
          </p>
        </>
      );
    } else if (preview.change === "downgrade") {
      title = `Switch to ${name}`;
      confirm = `Switch on ${date}`;
      body = (
        <>
          <p>
            Your plan changes to {name} (billed {billed}) on <strong>{date}</strong>. You keep {currentName} until then, and nothing is
            charged now.
          </p>
          <p className="text-sm text-muted-foreground">{LIMITS_NOTE}</p>
        </>
      );
    } else if (preview.change === "cancel") {
      title = "Cancel your plan";
      confirm = "Cancel plan";
      body = (
        <>
          <p>
            Your studio moves to Free on <strong>{date}</strong>. You keep {currentName} until then.
          </p>
          <p className="text-sm text-muted-foreground">{LIMITS_NOTE}</p>
        </>
      );
    } else {
      title = `Keep ${name}`;
      confirm = `Keep ${name}`;
      body = <p>Nothing changes: you stay on {name}.</p>;
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent title={title}>
          <div className="grid gap-2">{body}</div>
          {error && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {preview.change === "cancel" ? "Keep my plan" : "Not now"}
            </Button>
            <Button variant={preview.change === "cancel" ? "danger" : "primary"} onClick={onConfirm} disabled={busy}>
              {busy ? "Saving…" : confirm}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
