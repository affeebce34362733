import { Lock } from "lucide-react";
import Link from "next/link";
import type { ReportTab } from "@/lib/reports/report-tabs";
import { cn } from "@/lib/utils";

/** The report tabs as links (the period travels along); a locked tab names the plan that unlocks it. */
export function ReportTabsNav({ tabs, current, query }: { tabs: ReportTab[]; current: string; query: string }) {
  return (
    <nav aria-label="Reports" className="overflow-x-auto border-b border-border print:hidden">
      <ul className="flex min-w-max gap-1 px-4 sm:px-8">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={`/app/reports?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), tab: tab.key }).toString()}`}
                aria-current={isCurrent ? "page" : undefined}
                // Named "Revenue Pro plan only" when locked: it holds the visible "Revenue Pro" (axe: label in name).
                aria-label={tab.lock ? `${tab.label} ${tab.lock.planName} plan only` : undefined}
                className={cn(
                  "inline-flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium",
                  isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
                {/* A space between the label and its badge, so the text reads "Revenue Pro". */}
                {tab.lock && " "}
                {tab.lock && (
                  <span
                    aria-hidden
                    className="inline-flex items-center gap-0.5 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground"
                  >
                    <Lock className="size-3" />
                    {tab.lock.planName}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
