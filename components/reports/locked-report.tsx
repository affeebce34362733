import { Lock } from "lucide-react";
import Link from "next/link";
import type { TabLock } from "@/lib/reports/report-tabs";

const WHAT: Record<string, string> = {
  advanced_analytics: "Revenue, payroll, utilisation and retention reports",
  custom_reports: "Custom reports you build and save by name",
  data_export: "CSV export of every report",
  marketing_tools: "Announcements by e-mail, the website widget and share links",
};

/** A tab the studio's plan doesn't include: what it holds and the plan that unlocks it (from the plan_required answer). */
export function LockedReport({ lock, isOwner }: { lock: TabLock; isOwner: boolean }) {
  return (
    <section
      aria-labelledby="locked-title"
      className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Lock aria-hidden className="size-6" />
      </span>
      <h2 id="locked-title" className="text-lg font-semibold">
        Available on {lock.planName}
      </h2>
      <p className="text-sm text-muted-foreground">
        {WHAT[lock.feature] ?? lock.message} come with the {lock.planName} plan.
      </p>
      {isOwner ? (
        <Link href="/app/settings#settings-plan" className="text-sm font-medium text-primary underline underline-offset-4">
          Compare plans
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">Ask the studio owner about upgrading.</p>
      )}
    </section>
  );
}
