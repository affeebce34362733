import { TabLinks } from "@/components/ui/tab-links";
import type { COMPETITION_KINDS } from "@/lib/competitions/events-values";

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
    <TabLinks
      label="Event"
      current={current}
      tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, href: `/app/competitions/${competitionId}${tab.path}` }))}
    />
  );
}
