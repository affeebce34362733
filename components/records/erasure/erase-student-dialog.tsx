"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";

/** What typing asks for: the name as shown, spaces and letter case aside. */
const same = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, " ").toLowerCase() === name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The owner erases a student's personal data (POST /api/students/{id}/erase): it can't be taken
 * back, so the dialog says what goes and what stays, and the button works once the student's name
 * is typed.
 */
export function EraseStudentDialog({
  studentId,
  name,
  label = "Erase personal data…",
  prominent = false,
}: {
  studentId: string;
  name: string;
  label?: string;
  /** A filled danger button (beside the student's request), instead of a quiet one among the record's actions. */
  prominent?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const { run, result, setResult, isPending } = useApiAction();
  const erase = async () => {
    const done = await run(() => apiFetch(`/api/students/${studentId}/erase`, { method: "POST" }), {
      errorMessage: "The personal data couldn't be erased. Try again.",
    });
    if (!done) return;
    setOpen(false);
    router.refresh();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setResult(null);
          setTyped("");
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={prominent ? "danger" : "ghost"} className={prominent ? undefined : "text-danger"}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={`Erase ${name}'s personal data?`} description="This can't be undone.">
        <div className="grid gap-3 text-sm">
          <p>
            Their name, e-mail, phone, emergency contact, date of birth, notes, intake answers, progress notes, partner search, board
            replies and the messages sent to them are removed everywhere. Their account leaves the studio and is signed out.
          </p>
          <p>
            The studio&apos;s accounts keep every amount and date: lessons, payments and packages stay, under the name “Former student #…”,
            so reports add up as before.
          </p>
          <FormField id="erase-confirm" label={`Type ${name} to confirm`}>
            {(field) => (
              <Input {...field} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
            )}
          </FormField>
          <FormStatus result={result} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button type="button" variant="danger" disabled={isPending || !same(typed, name)} onClick={erase}>
              Erase personal data
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
