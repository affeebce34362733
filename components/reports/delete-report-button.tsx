"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api/api-fetch";

/** Deletes a saved custom report for the whole studio, after asking once. */
export function DeleteReportButton({ id, name, query }: { id: string; name: string; query: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  async function remove() {
    if (!window.confirm(`Delete "${name}" for everyone in the studio?`)) return;
    const failure = await apiFetch(`/api/reports/custom/${id}`, { method: "DELETE" }).then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? error.message : "The report couldn't be deleted. Try again."),
    );
    if (failure) return setMessage(failure);
    const params = new URLSearchParams(query);
    params.delete("report");
    router.push(`/app/reports?${params.toString()}`);
    router.refresh();
  }
  return (
    <div className="flex items-center gap-2 print:hidden">
      <Button type="button" variant="ghost" size="sm" onClick={remove}>
        <Trash2 aria-hidden />
        Delete report
      </Button>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
