"use client";

import { Copy, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";

type Invite = { url: string; expiresAt: string };

/** "Invite to Promenade": a single-use link valid 7 days for the owner to copy and send. */
export function InviteButton({ personId, role, email }: { personId: string; role: "instructor" | "student"; email: string | null }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState(email ?? "");
  const [invite, setInvite] = useState<Invite | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setInvite(await apiFetch<Invite>("/api/invites", { body: { email: address, role, personId } }));
    } catch (caught) {
      const { message, fields } = readApiError(caught);
      setError({ message, field: fields.email });
    } finally {
      setSending(false);
    }
  }

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
          <form onSubmit={submit} noValidate className="grid gap-3">
            {error && !error.field && (
              <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
                {error.message}
              </p>
            )}
            <FormField id="invite-email" label="Their e-mail" error={error?.field}>
              {(field) => <Input {...field} type="email" value={address} onChange={(e) => setAddress(e.target.value)} required />}
            </FormField>
            <Button type="submit" disabled={sending} className="justify-self-start">
              Create invitation link
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
