"use client";

import { useRouter } from "next/navigation";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";

/**
 * Deactivate (or reactivate) keeps the history; Delete is offered too, and the API refuses it with
 * 409 once there are lessons on record — its message says to deactivate instead.
 */
export function PersonStatusActions({
  kind,
  id,
  active,
  name,
}: {
  kind: "instructors" | "students";
  id: string;
  active: boolean;
  name: string;
}) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();

  const toggle = () =>
    run(async () => {
      await apiFetch(`/api/${kind}/${id}`, { method: "PATCH", body: { active: !active } });
      router.refresh();
    });
  const remove = () =>
    run(async () => {
      if (!window.confirm(`Delete ${name}? This can't be undone.`)) return;
      await apiFetch(`/api/${kind}/${id}`, { method: "DELETE" });
      router.push(`/app/${kind}`);
    });

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={toggle} disabled={isPending}>
          {active ? "Deactivate" : "Reactivate"}
        </Button>
        <Button type="button" variant="ghost" className="text-danger" onClick={remove} disabled={isPending}>
          Delete
        </Button>
      </div>
      {result && (
        <p role="alert" className="max-w-md rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {result.text}
        </p>
      )}
    </div>
  );
}
