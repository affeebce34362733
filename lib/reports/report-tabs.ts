import "server-only";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import type { Feature } from "@/lib/billing/plans";
import { canManageStudio, isInstructor } from "@/lib/access/rules";

export const TAB_KEYS = ["summary", "attendance", "revenue", "payroll", "utilisation", "retention", "sales", "custom"] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Which plan unlocks a locked tab: the one plan_required shape every endpoint answers with. */
export type TabLock = { feature: string; plan: string; planName: string; message: string };
export type ReportTab = { key: TabKey; label: string; lock: TabLock | null };

const TABS: { key: TabKey; label: string; feature: Feature; instructors: boolean }[] = [
  { key: "summary", label: "Summary", feature: "basic_reporting", instructors: false },
  { key: "attendance", label: "Attendance", feature: "basic_reporting", instructors: true },
  { key: "revenue", label: "Revenue", feature: "advanced_analytics", instructors: false },
  { key: "payroll", label: "Payroll", feature: "advanced_analytics", instructors: true },
  { key: "utilisation", label: "Utilisation", feature: "advanced_analytics", instructors: false },
  { key: "retention", label: "Retention", feature: "advanced_analytics", instructors: false },
  { key: "sales", label: "Sales", feature: "advanced_analytics", instructors: false },
  { key: "custom", label: "Custom", feature: "custom_reports", instructors: false },
];

/** A plan refusal read back from the AppError the server answers with (null when the feature is there). */
export function lockOf(error: unknown): TabLock | null {
  if (!(error instanceof AppError) || error.code !== "plan_required") return null;
  const extra = error.details.extra as { feature: string; plan: string; planName: string };
  return { ...extra, message: error.message };
}

/** The plan lock on a feature for this studio (null: its plan has it), as a page shows it. */
export function featureLock(session: Session, feature: Feature, now = new Date()): TabLock | null {
  try {
    assertFeature(session.studioPlan, feature, undefined, now);
    return null;
  } catch (error) {
    const lock = lockOf(error);
    if (!lock) throw error;
    return lock;
  }
}

/** The tabs a role sees (instructors: their attendance and pay), each locked with the plan that unlocks it. */
export function reportTabs(session: Session, now = new Date()): ReportTab[] {
  return TABS.filter((tab) => canManageStudio(session) || (isInstructor(session) && tab.instructors)).map((tab) => ({
    key: tab.key,
    label: tab.label,
    lock: featureLock(session, tab.feature, now),
  }));
}

/** The tab asked for when the role has it; otherwise the first open one (owners: the summary; instructors: their pay). */
export function chooseTab(tabs: ReportTab[], asked: string | undefined): ReportTab | undefined {
  const wanted = tabs.find((tab) => tab.key === asked);
  if (wanted) return wanted;
  const preferred = tabs.find((tab) => tab.key === "payroll" && !tab.lock && tabs[0].key !== "summary");
  return preferred ?? tabs[0];
}
