import Link from "next/link";
import { Tag } from "@/components/ui/tag";
import type { OperatorStudio, StudioSort } from "@/lib/operator/studios";
import { cn } from "@/lib/utils";
import { formatDay, formatWhen } from "./format";

const SORTS: { key: StudioSort; label: string }[] = [
  { key: "newest", label: "Newest" },
  { key: "activity", label: "Last activity" },
  { key: "name", label: "Name" },
];

/** How the list is ordered: links, so a sorted page can be shared and reloaded. */
export function StudioSortLinks({ sort }: { sort: StudioSort }) {
  return (
    <nav aria-label="Order studios by" className="flex flex-wrap items-center gap-2 px-4 pt-6 text-sm sm:px-8">
      <span className="text-muted-foreground">Order by</span>
      {SORTS.map((option) => (
        <Link
          key={option.key}
          href={`/operator/studios?sort=${option.key}`}
          aria-current={option.key === sort ? "true" : undefined}
          className={cn(
            "rounded-full border px-3 py-1 font-medium",
            option.key === sort
              ? "border-primary bg-primary-soft text-foreground"
              : "border-border text-muted-foreground hover:text-foreground",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

function PlanCell({ studio }: { studio: OperatorStudio }) {
  return (
    <>
      {studio.planName}
      {studio.isTrial && studio.trialEndsAt && (
        <span className="block text-muted-foreground">trial until {formatDay(studio.trialEndsAt)}</span>
      )}
    </>
  );
}

/** The studios with their plan and counts — never a person, a lesson or an amount. On a phone the plan and activity fold under the name. */
export function StudioTable({ studios }: { studios: OperatorStudio[] }) {
  return (
    <div className="mx-4 my-5 overflow-hidden rounded-xl border border-border bg-card sm:mx-8">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Studios</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Studio
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
              Plan
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Active students
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
              Last activity
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium lg:table-cell">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {studios.map((studio) => (
            <tr key={studio.id} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-2.5 font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {studio.name}
                  {studio.demo && <Tag>Demo</Tag>}
                </span>
                <span className="block font-normal text-muted-foreground md:hidden">
                  <PlanCell studio={studio} />
                  <span className="block">Active {studio.lastActivityAt ? formatWhen(studio.lastActivityAt) : "never"}</span>
                </span>
              </th>
              <td className="hidden px-4 py-2.5 md:table-cell">
                <PlanCell studio={studio} />
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums">{studio.activeStudents.toLocaleString("en")}</td>
              <td className="hidden px-4 py-2.5 text-muted-foreground md:table-cell">
                {studio.lastActivityAt ? formatWhen(studio.lastActivityAt) : "Never"}
              </td>
              <td className="hidden px-4 py-2.5 text-muted-foreground lg:table-cell">{formatDay(studio.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
