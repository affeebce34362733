"use client";

import { useApiData } from "@/components/payments/use-api-data";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** What a code covers of one kind: every item, the ones chosen, or none. */
export type TargetChoice = { scope: "all" | "some" | "none"; ids: string[] };

/** A stored list as the form shows it: null is all, [] is none, else the ids chosen. */
export function choiceOf(ids: string[] | null | undefined): TargetChoice {
  if (ids === null || ids === undefined) return { scope: "all", ids: [] };
  return ids.length === 0 ? { scope: "none", ids: [] } : { scope: "some", ids };
}

/** The choice as the route stores it. */
export function idsOf(choice: TargetChoice): string[] | null {
  return choice.scope === "all" ? null : choice.scope === "none" ? [] : choice.ids;
}

type Item = { id: string; name: string; active: boolean; archived?: boolean };

export type TargetKind = "packages" | "memberships" | "lessons";

const KINDS: Record<TargetKind, { label: string; all: string; some: string; none: string; path: string; key: string }> = {
  packages: {
    label: "Packages",
    all: "All packages",
    some: "Only these packages",
    none: "No packages",
    path: "/api/packages",
    key: "packages",
  },
  memberships: {
    label: "Memberships (the first period)",
    all: "All membership plans",
    some: "Only these plans",
    none: "No memberships",
    path: "/api/membership-plans",
    key: "plans",
  },
  lessons: {
    label: "Paid lessons and classes",
    all: "All services",
    some: "Only these services",
    none: "No lessons",
    path: "/api/services",
    key: "services",
  },
};

/**
 * One kind of thing a code takes money off: all of them, only some (ticked from the studio's own
 * list, current ones first; a chosen one since retired still shows, so it can be unticked), or none.
 */
export function PromoTargetsField({
  kind,
  value,
  onChange,
  error,
}: {
  kind: TargetKind;
  value: TargetChoice;
  onChange: (next: TargetChoice) => void;
  error?: string;
}) {
  const spec = KINDS[kind];
  const list = useApiData<Record<string, Item[]>>(value.scope === "some" ? spec.path : null);
  const items = (list.data?.[spec.key] ?? []).filter((item) => (item.active && !item.archived) || value.ids.includes(item.id));
  const id = `promo-${kind}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {spec.label}
      </label>
      <select
        id={id}
        value={value.scope}
        onChange={(event) => onChange({ ...value, scope: event.target.value as TargetChoice["scope"] })}
        className={cn(fieldClass, "h-10")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="all">{spec.all}</option>
        <option value="some">{spec.some}</option>
        <option value="none">{spec.none}</option>
      </select>
      {value.scope === "some" && (
        <fieldset className="grid max-h-44 gap-1.5 overflow-y-auto rounded-md border border-border p-2.5">
          <legend className="sr-only">{spec.some}</legend>
          {list.loading && !list.data && <p className="text-sm text-muted-foreground">Loading…</p>}
          {list.error && <p className="text-sm text-danger">{list.error.message}</p>}
          {list.data && items.length === 0 && <p className="text-sm text-muted-foreground">There are none yet.</p>}
          {items.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={value.ids.includes(item.id)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    ids: event.target.checked ? [...value.ids, item.id] : value.ids.filter((other) => other !== item.id),
                  })
                }
              />
              <span className="min-w-0 truncate">{item.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
