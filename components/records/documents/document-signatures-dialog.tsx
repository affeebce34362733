"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { failureResult } from "@/components/forms/failure-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/api-fetch";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Signatures = {
  signatures: { id: string; studentName: string; fullName: string; guardianName: string | null; version: number; signedAt: string }[];
  unsigned: { studentId: string; name: string }[];
};

/** Who hasn't signed a document's current version, and every signature with its printable copy (GET /api/documents/{id}/signatures). */
export function DocumentSignaturesDialog({
  document,
  timeZone,
}: {
  document: { id: string; title: string; version: number };
  timeZone: string;
}) {
  const locale = useStudioLocale();
  const [answer, setAnswer] = useState<Signatures | { error: string } | null>(null);
  const load = () => {
    setAnswer(null);
    apiFetch<Signatures>(`/api/documents/${document.id}/signatures`)
      .then(setAnswer)
      .catch((error: unknown) => setAnswer({ error: failureResult(error, "The signatures couldn't be loaded. Try again.").text }));
  };
  const when = (at: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(at));
  return (
    <Dialog onOpenChange={(open) => open && load()}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Signatures of ${document.title}`}>
          <Users aria-hidden />
          Signatures
        </Button>
      </DialogTrigger>
      <DialogContent title={`${document.title}: signatures`} description={`Version ${document.version} is the one students sign now.`}>
        {answer === null ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : "error" in answer ? (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {answer.error}
          </p>
        ) : (
          <div className="grid gap-5">
            <section aria-labelledby="unsigned-heading" className="grid gap-2">
              <h3 id="unsigned-heading" className="text-base font-semibold">
                Not signed version {document.version} ({answer.unsigned.length})
              </h3>
              {answer.unsigned.length === 0 ? (
                <p className="text-sm text-muted-foreground">Every active student has signed it.</p>
              ) : (
                <ul className="grid gap-1 text-sm" aria-label="Not signed">
                  {answer.unsigned.map((student) => (
                    <li key={student.studentId}>
                      <Link href={`/app/students/${student.studentId}`} className="text-primary underline underline-offset-4">
                        {student.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="signed-heading" className="grid gap-2">
              <h3 id="signed-heading" className="text-base font-semibold">
                Signatures ({answer.signatures.length})
              </h3>
              {answer.signatures.length === 0 ? (
                <p className="text-sm text-muted-foreground">No one has signed it yet.</p>
              ) : (
                <ul className="divide-y divide-border text-sm" aria-label="Signatures">
                  {answer.signatures.map((signature) => (
                    <li key={signature.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="grid">
                        <span className="font-medium">{signature.studentName}</span>
                        <span className="text-muted-foreground">
                          Version {signature.version} · {when(signature.signedAt)}
                          {signature.guardianName ? ` · with ${signature.guardianName}` : ""}
                        </span>
                      </span>
                      <Link
                        href={`/app/documents/signatures/${signature.id}`}
                        aria-label={`Signed copy by ${signature.studentName}`}
                        className="font-medium text-primary underline underline-offset-4"
                      >
                        Signed copy
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
