import { Tag } from "@/components/ui/tag";
import type { StudentPackageView } from "@/lib/payments/types";
import { formatDay } from "./payment-labels";
import { useStudioLocale } from "@/components/ui/studio-locale";

/**
 * "7 of 10 left · expires Mar 3, 2027" per package, valid ones first; expired ones stay, marked. A
 * membership's lessons for its period read "Unlimited group classes" or "3 of 4 left", and "On hold"
 * while its membership is past due.
 */
export function StudentPackages({ packages }: { packages: StudentPackageView[] }) {
  const locale = useStudioLocale();
  if (packages.length === 0) return <p className="text-sm text-muted-foreground">No lesson packages.</p>;
  const ordered = [...packages].sort((a, b) => Number(a.expired) - Number(b.expired) || a.expiresAt.localeCompare(b.expiresAt));
  return (
    <ul className="grid gap-2" aria-label="Lesson packages">
      {ordered.map((item) => (
        <li key={item.id} className={`grid gap-1 rounded-lg border border-border p-3 text-sm ${item.expired ? "bg-muted" : ""}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {item.name} {item.membershipId && <Tag tone="primary">Membership</Tag>}
            </span>
            {item.expired ? (
              <Tag tone="danger">Expired</Tag>
            ) : item.suspended ? (
              <Tag tone="danger">On hold</Tag>
            ) : item.unitsLeft === 0 ? (
              <Tag>Used up</Tag>
            ) : (
              <Tag tone="success">Active</Tag>
            )}
          </div>
          <span className="text-muted-foreground">
            {item.unlimited ? "Unlimited group classes" : `${item.unitsLeft} of ${item.units} left`}
            {/* A membership's period is in its name ("… · Nov 27 – Dec 26"): its end instant would read a day late. */}
            {item.membershipId
              ? item.expired
                ? " · period ended"
                : " this period"
              : ` · ${item.expired ? "expired" : "expires"} ${formatDay(lastMoment(item.expiresAt), locale)}`}
          </span>
          {item.suspended && !item.expired && (
            <span className="text-danger">Not usable until the membership&apos;s failed payment is paid.</span>
          )}
          {!item.expired && !item.unlimited && item.units > 0 && (
            <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${(item.unitsLeft / item.units) * 100}%` }} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The last instant a package is usable: an imported package runs to the end of its expiry day (its
 * end is the next midnight, which would read a day late); a sold one ends within a day, unchanged.
 */
function lastMoment(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - 1).toISOString();
}
