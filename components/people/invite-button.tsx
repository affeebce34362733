"use client";

import { Copy, Send } from "lucide-react";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZInviteInput } from "@/lib/people/schemas";

type Invite = { url: string; expiresAt: string };

/** "Invite to Promenade": a single-use link valid 7 days for the owner to copy and send. */
export function InviteButton({ personId, role, email }: { personId: string; role: "instructor" | "student"; email: string | null }) {
  const [open, setOpen] = useState(false);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [copied, setCopied] = useState(false);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZInviteInput.pick({ email: true }), {
    defaultValues: { email: email ?? "" },
    submit: ({ email: address }) => apiFetch<Invite>("/api/invites", { body: { email: address, role, personId } }),
    onSuccess: setInvite,
  });

  async function copy() {
    if (!invite) return;
    await navigator.clipboard?.writeText(invite.url).catch(() => undefined);
    setCopied(true);
  }

  const expires = invite
    ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(invite.expiresAt))
    : "";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Send aria-hidden />
          Invite to Promenade
        </Button>
      </DialogTrigger>
      <DialogContent title="Invite to Promenade" description={`A single-use link lets them set a password and sign in as your ${role}.`}>
        {invite ? (
          <div className="grid gap-3">
            <FormField id="invite-url" label="Invitation link" hint={`Valid 7 days, until ${expires}. Send it to them yourself.`}>
              {(field) => <Input {...field} readOnly value={invite.url} onFocus={(e) => e.currentTarget.select()} />}
            </FormField>
            <div className="flex items-center gap-3">
              <Button type="button" onClick={copy}>
                <Copy aria-hidden />
                Copy link
              </Button>
              <p role="status" className="text-sm text-success">
                {copied ? "Copied." : ""}
              </p>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <FormStatus result={result} />
            <FormField id="invite-email" label="Their e-mail" error={fieldError("email")}>
              {(field) => <Input {...field} {...form.register("email")} type="email" required />}
            </FormField>
            <Button type="submit" disabled={isSubmitting} className="justify-self-start">
              Create invitation link
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
