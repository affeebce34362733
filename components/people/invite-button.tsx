"use client";

import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZInviteInput } from "@/lib/people/schemas";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Invite = { email: string; expiresAt: string; mailConfigured: boolean };

/**
 * "Invite to Promenade": a single-use link valid 7 days, e-mailed to the person — the only place it is
 * shown, so no one else can open it. The address becomes their e-mail, and an earlier link stops working.
 */
export function InviteButton({ personId, role, email }: { personId: string; role: "instructor" | "student"; email: string | null }) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [invite, setInvite] = useState<Invite | null>(null);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZInviteInput.pick({ email: true }), {
    defaultValues: { email: email ?? "" },
    submit: ({ email: address }) => apiFetch<Invite>("/api/invites", { body: { email: address, role, personId } }),
    onSuccess: (sent) => {
      setInvite(sent);
      router.refresh(); // The page shows the address it went to as their e-mail.
    },
  });

  const expires = invite
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(invite.expiresAt))
    : "";
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (!isOpen) setInvite(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Send aria-hidden />
          Invite to Promenade
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite to Promenade"
        description={`We e-mail them a single-use link to set a password and sign in as your ${role}.`}
      >
        {invite?.mailConfigured ? (
          <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
            Invitation e-mailed to {invite.email}. The link works once, for 7 days, until {expires}. Any earlier link no longer works.
          </p>
        ) : invite ? (
          <p role="status" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
            Invitation for {invite.email} saved, but this server has no mail server set up (SMTP_URL), so it waits in Settings → E-mail log
            and goes out once one is. The link works once, until {expires}.
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <FormStatus result={result} />
            <FormField
              id="invite-email"
              label="Their e-mail"
              error={fieldError("email")}
              hint="Saved as their e-mail; only the newest invitation works."
            >
              {(field) => <Input {...field} {...form.register("email")} type="email" required />}
            </FormField>
            <Button type="submit" disabled={isSubmitting} className="justify-self-start">
              E-mail the invitation
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
