"use client";

import type { StudioLocale } from "@/lib/studio/locales";
import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZMembershipAction } from "@/lib/autopay/schemas";
import { addDays } from "@/lib/dates/wall-time";
import { formatLocalDay, noticeText, type Membership } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

const [ZPause, , ZCancel] = ZMembershipAction.options;

/** `noticeDays`: the plan's notice period (the membership keeps the plan's; it can't be edited later). */
type Props = { membership: Membership; noticeDays: number; today: string; onDone: () => void };

const send = (membership: Membership, body: z.input<typeof ZMembershipAction>) =>
  apiFetch(`/api/memberships/${membership.id}`, { method: "PATCH", body });

/** Pause, resume or cancel a membership (PATCH /api/memberships/{id}, owners), as its state allows. */
export function MembershipActions(props: Props) {
  const { membership } = props;
  const { state } = membership;
  if (state === "ended") return null;
  return (
    <div className="flex flex-wrap gap-1">
      {state === "paused" && <ResumeButton {...props} />}
      {state !== "paused" && state !== "ending" && <PauseDialog {...props} />}
      {state !== "ending" && <CancelDialog {...props} />}
    </div>
  );
}

function ResumeButton({ membership, onDone }: Props) {
  const { run, result, isPending } = useApiAction();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        aria-label={`Resume ${membership.name} now`}
        onClick={async () => {
          if (await run(() => send(membership, { action: "resume" }), { errorMessage: "The membership couldn't be resumed. Try again." }))
            onDone();
        }}
      >
        <Play aria-hidden />
        Resume
      </Button>
      <FormStatus result={result} />
    </>
  );
}

function PauseDialog({ membership, today, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const initial = { action: "pause" as const, from: today, until: addDays(today, 28) };
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZPause, {
    defaultValues: initial,
    submit: (body) => send(membership, body),
    errorMessage: "The membership couldn't be paused. Try again.",
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
          form.reset(initial);
          setResult(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Pause ${membership.name}`}>
          <Pause aria-hidden />
          Pause
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Pause ${membership.name}`}
        description="No charges and no lessons while paused. A minimum term is extended by the pause."
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          <div className="flex flex-wrap gap-4">
            <Controller
              control={form.control}
              name="from"
              render={({ field }) => (
                <DatePicker
                  id={`pause-from-${membership.id}`}
                  label="Paused from"
                  value={field.value}
                  rules={{ min: today }}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={form.control}
              name="until"
              render={({ field }) => (
                <DatePicker
                  id={`pause-until-${membership.id}`}
                  label="Runs again on"
                  value={field.value}
                  rules={{ min: addDays(today, 1) }}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
          {[fieldError("from"), fieldError("until")].filter(Boolean).map((message) => (
            <p key={message} className="text-sm text-danger">
              {message}
            </p>
          ))}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Don&apos;t pause
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Pause membership
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ membership, noticeDays, today, onDone }: Props) {
  const locale = useStudioLocale();
  const [open, setOpen] = useState(false);
  const { form, onSubmit, result, setResult, isSubmitting } = useApiForm(ZCancel, {
    defaultValues: { action: "cancel", waiveNotice: false },
    submit: ({ waiveNotice }) => send(membership, { action: "cancel", ...(waiveNotice ? { waiveNotice } : {}) }),
    errorMessage: "The membership couldn't be cancelled. Try again.",
    onSuccess: (): void => {
      setOpen(false);
      onDone();
    },
  });
  const waive = form.watch("waiveNotice");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset({ action: "cancel", waiveNotice: false });
          setResult(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Cancel membership, ${membership.name}`}>
          Cancel membership
        </Button>
      </DialogTrigger>
      <DialogContent title={`Cancel ${membership.name}?`} description={cancelText(membership, noticeDays, today, Boolean(waive), locale)}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormStatus result={result} />
          {(membership.commitmentEndsOn || noticeDays > 0) && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" {...form.register("waiveNotice")} className="mt-0.5 size-4 accent-primary" />
              <span>Waive the notice period and minimum term: end it at once, with no further charges.</span>
            </label>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep membership
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              Cancel membership
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** When a cancel takes effect, in words: after the notice period and any minimum term, or now when waived. */
function cancelText(membership: Membership, noticeDays: number, today: string, waived: boolean, locale: StudioLocale): string {
  const term = membership.commitmentEndsOn && membership.commitmentEndsOn >= today ? membership.commitmentEndsOn : null;
  if (waived || (!term && noticeDays === 0)) return "It ends today: no further charges, and its lessons stop.";
  const parts = [
    noticeDays > 0 ? `for ${noticeText(noticeDays)}` : null,
    term ? `until its minimum term ends on ${formatLocalDay(term, locale)}` : null,
  ].filter(Boolean);
  return `It keeps running, and charging, ${parts.join(" or ")}${parts.length > 1 ? ", whichever is later" : ""}. Its lessons stay usable until then.`;
}
