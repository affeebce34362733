import { Lock } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

export type TabLink = { key: string; label: string; href: string; /** The plan that unlocks a locked tab. */ lockedTo?: string };

/**
 * A page's sections as a row of links under its header, the current one underlined (`aria-current`).
 * A locked tab carries a badge naming the plan that unlocks it.
 */
export function TabLinks({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={label} className="overflow-x-auto border-b border-border print:hidden">
      <ul className="flex min-w-max gap-1 px-4 sm:px-8">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={isCurrent ? "page" : undefined}
                // Named "Revenue Pro plan only" when locked: it holds the visible "Revenue Pro" (axe: label in name).
                aria-label={tab.lockedTo ? `${tab.label} ${tab.lockedTo} plan only` : undefined}
                className={cn(
                  "inline-flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium",
                  isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
                {/* A space between the label and its badge, so the text reads "Revenue Pro". */}
                {tab.lockedTo && " "}
                {tab.lockedTo && (
                  <span
                    aria-hidden
                    className="inline-flex items-center gap-0.5 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground"
                  >
                    <Lock className="size-3" />
                    {tab.lockedTo}
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
