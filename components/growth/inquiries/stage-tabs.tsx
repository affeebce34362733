import Link from "next/link";
import { STAGE_LABELS, STAGE_ORDER } from "@/lib/growth/inquiry-labels";
import type { InquiryItem } from "@/lib/growth/inquiries-views";
import { cn } from "@/lib/utils";

type Stage = InquiryItem["stage"];

/** The pipeline as links, one per stage with how many stand there; the other filters stay as they are. */
export function StageTabs({ current, counts, params }: { current?: Stage; counts: Record<Stage, number>; params: Record<string, string> }) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const href = (stage?: Stage) => {
    const query = new URLSearchParams(params);
    if (stage) query.set("stage", stage);
    const text = query.toString();
    return `/app/inquiries${text ? `?${text}` : ""}`;
  };
  const tab = (stage: Stage | undefined, label: string, count: number) => (
    <li key={stage ?? "all"}>
      <Link
        href={href(stage)}
        aria-current={current === stage ? "page" : undefined}
        className={cn(
          "inline-flex h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm whitespace-nowrap hover:bg-muted",
          current === stage && "border-primary bg-primary-soft font-medium",
        )}
      >
        {label} <span className="text-muted-foreground tabular-nums">{count}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label="Stages" className="px-4 pt-5 sm:px-8">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {tab(undefined, "All", total)}
        {STAGE_ORDER.map((stage) => tab(stage, STAGE_LABELS[stage], counts[stage]))}
      </ul>
    </nav>
  );
}
