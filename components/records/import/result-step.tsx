"use client";

import { CircleCheck, Mail, Undo2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { kindInfo } from "./import-kinds";
import type { ImportOutcome, ImportView } from "./import-types";

/** Where the imported records can be seen. */
const SEE_THEM: Record<ImportView["kind"], { href: string; label: string }> = {
  students: { href: "/app/students", label: "See your students" },
  instructors: { href: "/app/instructors", label: "See your instructors" },
  packages: { href: "/app/students", label: "See your students" },
  balances: { href: "/app/payments", label: "See payments" },
  lessons: { href: "/app/schedule", label: "See the schedule" },
  classes: { href: "/app/schedule", label: "See the schedule" },
};

type Props = { batch: ImportView; outcome: ImportOutcome; onAnother: () => void };

/** Step 4: what the import did, its undo, and — only when the owner asks — invitations to the new people. */
export function ResultStep({ batch, outcome, onAnother }: Props) {
  const [undone, setUndone] = useState(false);
  const [invited, setInvited] = useState<number | null>(null);
  const invite = useApiAction();
  const info = kindInfo(batch.kind);
  const canInvite = (batch.kind === "students" || batch.kind === "instructors") && outcome.created > 0 && !undone;
  const see = SEE_THEM[batch.kind];

  async function sendInvitations() {
    await invite.run(
      async () => setInvited((await apiFetch<{ invited: number }>(`/api/imports/${batch.id}/invite`, { body: {} })).invited),
      {
        errorMessage: "The invitations couldn't be sent. Try again.",
      },
    );
  }

  if (undone)
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg bg-muted p-4 text-sm">
          The import of {batch.fileName} was undone: what it added is gone and what it changed is back as it was.
        </p>
        <div>
          <Button type="button" onClick={onAnother}>
            Import a file
          </Button>
        </div>
      </div>
    );

  return (
    <div className="grid gap-6">
      <div role="status" className="flex gap-3 rounded-lg bg-success-soft p-4 text-sm">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="grid gap-1">
          <p className="font-semibold">{batch.fileName} is imported.</p>
          <p>Nothing was sent to anyone: your {info.noun} hear from Promenade only when you invite them.</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ["Created", outcome.created],
            ["Updated", outcome.updated],
            ["Skipped", outcome.skipped],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {canInvite && (
        <section aria-labelledby="import-invite-title" className="grid gap-2 rounded-lg border border-border p-4">
          <h3 id="import-invite-title" className="text-base font-semibold">
            Invite them to Promenade?
          </h3>
          <p className="text-sm text-muted-foreground">
            Each new {batch.kind === "students" ? "student" : "instructor"} with an e-mail address gets an invitation to set a password and
            book online. Those without an address, or with an account already, are left out.
          </p>
          <FormStatus result={invite.result} />
          {invited === null ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={sendInvitations}
                disabled={invite.isPending}
                className="h-auto min-h-10 whitespace-normal py-2 text-left"
              >
                <Mail aria-hidden />
                {invite.isPending
                  ? "Sending…"
                  : `Send invitations to ${outcome.created} new ${batch.kind === "students" ? "students" : "instructors"}`}
              </Button>
            </div>
          ) : (
            <p role="status" className="text-sm font-medium">
              {invited === 1 ? "1 invitation sent." : `${invited} invitations sent.`}
            </p>
          )}
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={see.href}>{see.label}</Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="secondary">
              <Undo2 aria-hidden />
              Undo this import
            </Button>
          }
          title="Undo this import?"
          description={`What ${batch.fileName} added is removed, and what it changed goes back to how it was before.`}
          keepLabel="Keep the import"
          confirmLabel="Undo the import"
          action={() => apiFetch(`/api/imports/${batch.id}`, { method: "DELETE" })}
          errorMessage="The import couldn't be undone. Try again."
          onDone={() => setUndone(true)}
        />
        <Button type="button" variant="ghost" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
