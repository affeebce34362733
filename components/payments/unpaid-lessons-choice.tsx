"use client";

import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import type { PackageCover, UnpaidLessonView } from "@/lib/payments/types";
import { plural } from "@/lib/text/plural";

const STATE_TAG = { taught: "Taught", missed: "Missed" } as const;

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
  const count = (state: UnpaidLessonView["state"]) => cover.lessons.filter((lesson) => lesson.state === state).length;
  const parts = [
    count("taught") && `${count("taught")} taught`,
    count("missed") && `${count("missed")} missed and charged`,
    count("upcoming") && `${count("upcoming")} coming up`,
  ].filter(Boolean);
  const list = (
    <ul className="grid gap-1" aria-label="Unpaid lessons it pays for">
      {cover.lessons.map((lesson) => (
        <li key={lesson.bookingId} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
          <span className="min-w-0">
            {lesson.label}
            {lesson.state !== "upcoming" && (
              <>
                {" "}
                <span className="inline-block whitespace-nowrap">
                  <Tag tone={lesson.state === "missed" ? "danger" : "muted"}>{STATE_TAG[lesson.state]}</Tag>
                </span>
              </>
            )}
          </span>
          <span className="tabular-nums text-muted-foreground">{formatMoney(lesson.amountCents, currency)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <label htmlFor={id} className="flex items-start gap-2 font-medium">
        <input id={id} type="checkbox" aria-describedby={listId} className="mt-0.5 size-4 shrink-0 accent-primary" {...checkbox} />
        <span>
          Apply to {plural(cover.lessons.length, "unpaid lesson")} ({formatMoney(cover.amountCents, currency)})
        </span>
      </label>
      <div className="grid gap-1.5 ps-6">
        <p id={listId} className="text-muted-foreground">
          Oldest first: {parts.join(", ")}. Each is paid with a lesson of the package and its charge cleared.
        </p>
        {/* A long list folds away on a phone-sized dialog; a short one is simply shown. */}
        {cover.lessons.length <= 3 ? (
          list
        ) : (
          <details>
            <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
              Show the {cover.lessons.length} lessons
            </summary>
            <div className="mt-1.5">{list}</div>
          </details>
        )}
      </div>
    </div>
  );
}
