"use client";

import { Archive, ArchiveRestore, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { z } from "zod";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

const ZNothing = z.object({});
type Item = { id: string; name: string; archived: boolean };
type Kind = "room" | "service";
const PATH: Record<Kind, string> = { room: "/api/rooms", service: "/api/services" };

/** Archive or unarchive: archived ones stay on past lessons and are hidden from new bookings. */
export function ArchiveButton({ kind, item }: { kind: Kind; item: Item }) {
  const router = useRouter();
  const { onSubmit, result, isSubmitting } = useApiForm(ZNothing, {
    defaultValues: {},
    submit: () => apiFetch(`${PATH[kind]}/${item.id}`, { method: "PATCH", body: { archived: !item.archived } }),
    errorMessage: `${item.name} couldn't be ${item.archived ? "unarchived" : "archived"}. Try again.`,
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} className="contents">
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={isSubmitting}
        aria-label={`${item.archived ? "Unarchive" : "Archive"} ${item.name}`}
      >
        {item.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {item.archived ? "Unarchive" : "Archive"}
      </Button>
      {result && (
        <div className="basis-full">
          <FormStatus result={result} />
        </div>
      )}
    </form>
  );
}

/** Delete, after a confirmation; one that lessons use is refused with the count (409), archive it instead. */
export function DeleteButton({ kind, item }: { kind: Kind; item: Item }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${item.name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      title={`Delete ${item.name}?`}
      description={`Only a ${kind} no lesson has ever used can be deleted. One with lessons can be archived: it stays on them and isn't offered again.`}
      keepLabel="Keep it"
      confirmLabel={`Delete ${kind}`}
      action={() => apiFetch(`${PATH[kind]}/${item.id}`, { method: "DELETE" })}
      errorMessage={`${item.name} couldn't be deleted. Try again.`}
      onDone={() => router.refresh()}
    />
  );
}
