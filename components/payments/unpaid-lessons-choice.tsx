"use client";

import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import type { PackageCover } from "@/lib/payments/types";
import { plural } from "@/lib/text/plural";

const STATE_TAG = { taught: "Taught", missed: "Missed, charged" } as const;

/**
 * "Apply to 3 unpaid lessons ($285.00)": the lessons a package would pay for once sold, oldest first,
 * with those already taught (or missed and charged) marked. Shown only when it would pay for any.
 */
export function UnpaidLessonsChoice({
  id,
  cover,
  currency,
  checkbox,
}: {
  id: string;
  cover: PackageCover | undefined;
  currency: string;
  /** The checkbox's own props: a form's `register(…)`, or `checked` and `onChange`. */
  checkbox: React.ComponentProps<"input">;
}) {
  if (!cover || cover.lessons.length === 0) return null;
  const listId = `${id}-lessons`;
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <label htmlFor={id} className="flex items-start gap-2 font-medium">
        <input id={id} type="checkbox" aria-describedby={listId} className="mt-0.5 size-4 shrink-0 accent-primary" {...checkbox} />
        <span>
          Apply to {plural(cover.lessons.length, "unpaid lesson")} ({formatMoney(cover.amountCents, currency)})
        </span>
      </label>
      <div id={listId} className="grid gap-1.5 ps-6">
        <p className="text-muted-foreground">Oldest first, each paid with a lesson of the package and its charge cleared:</p>
        <ul className="grid gap-1" aria-label="Unpaid lessons it pays for">
          {cover.lessons.map((lesson) => (
            <li key={lesson.bookingId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
                <span>{lesson.label}</span>
                {lesson.state !== "upcoming" && <Tag tone={lesson.state === "missed" ? "danger" : "muted"}>{STATE_TAG[lesson.state]}</Tag>}
              </span>
              <span className="tabular-nums text-muted-foreground">{formatMoney(lesson.amountCents, currency)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
