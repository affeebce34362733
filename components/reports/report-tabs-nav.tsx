import { TabLinks } from "@/components/ui/tab-links";
import type { ReportTab } from "@/lib/reports/report-tabs";

/** The report tabs as links (the period travels along); a locked tab names the plan that unlocks it. */
export function ReportTabsNav({ tabs, current, query }: { tabs: ReportTab[]; current: string; query: string }) {
  const href = (key: string) =>
    `/app/reports?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), tab: key }).toString()}`;
  return (
    <TabLinks
      label="Reports"
      current={current}
      tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, href: href(tab.key), lockedTo: tab.lock?.planName }))}
    />
  );
}
