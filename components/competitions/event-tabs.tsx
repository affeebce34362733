import Link from "next/link";
import type { COMPETITION_KINDS } from "@/lib/competitions/events-values";
import { cn } from "@/lib/utils";

export type EventTab = "entries" | "costs" | "heats" | "results";
type CompetitionKind = (typeof COMPETITION_KINDS)[number];

const TABS: { key: EventTab; label: string; path: string }[] = [
  { key: "entries", label: "Entries", path: "" },
  { key: "costs", label: "Costs", path: "/costs" },
  { key: "heats", label: "Heats", path: "/heats" },
  { key: "results", label: "Results", path: "/results" },
];

/**
 * The event's sections as links: each page of /app/competitions/[id] renders this bar at its top. A
 * medal exam day has no heats (its slots are on the entries page), so no Heats tab.
 */
export function EventTabs({ competitionId, current, kind }: { competitionId: string; current: EventTab; kind: CompetitionKind }) {
  const tabs = kind === "medal_exam" ? TABS.filter((tab) => tab.key !== "heats") : TABS;
  return (
    <nav aria-label="Event" className="overflow-x-auto border-b border-border print:hidden">
      <ul className="flex min-w-max gap-1 px-4 sm:px-8">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={`/app/competitions/${competitionId}${tab.path}`}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium",
                  isCurrent ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
