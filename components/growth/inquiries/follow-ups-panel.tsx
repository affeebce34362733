import { Mail, Phone } from "lucide-react";
import Link from "next/link";
import { Tag } from "@/components/ui/tag";
import { formatLongDay } from "@/lib/dates/long-day";
import { STAGE_LABELS } from "@/lib/growth/inquiry-labels";
import type { FollowUpsDue } from "@/lib/growth/inquiry-follow-ups";
import { FollowUpDone } from "./follow-up-done";

/** Today's follow-ups: who to call or write back, with the task, their stage and how to reach them. */
export function FollowUpsPanel({ due, canSeeAll }: { due: FollowUpsDue; canSeeAll: boolean }) {
  const { today, followUps } = due;
  return (
    <section aria-labelledby="today-follow-ups" className="mx-4 mt-6 grid gap-3 rounded-lg border border-border bg-card p-4 sm:mx-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-follow-ups" className="font-[family-name:var(--font-display)] text-xl font-semibold">
          Follow-ups due <span className="text-base font-normal text-muted-foreground">({followUps.length})</span>
        </h2>
        <Link href="/app/inquiries" className="text-sm text-primary underline-offset-4 hover:underline">
          All inquiries
        </Link>
      </div>
      {followUps.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canSeeAll ? "No follow-ups due today." : "No follow-ups of yours due today."} New inquiries and the dates you set appear here.
        </p>
      ) : (
        <ul className="grid divide-y divide-border">
          {followUps.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <Link href={`/app/inquiries/${item.id}`} className="font-medium underline-offset-4 hover:underline">
                    {item.name}
                  </Link>
                  <Tag tone="primary">{STAGE_LABELS[item.stage]}</Tag>
                  {item.followUpOn && item.followUpOn < today && <Tag tone="danger">Since {formatLongDay(item.followUpOn)}</Tag>}
                </p>
                <p>{item.followUpNote ?? "Follow up"}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                  {item.phone && (
                    <a href={`tel:${item.phone}`} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                      <Phone aria-hidden className="size-3.5" />
                      {item.phone}
                    </a>
                  )}
                  {item.email && (
                    <a
                      href={`mailto:${item.email}`}
                      className="inline-flex min-w-0 items-center gap-1 break-all underline-offset-4 hover:underline"
                    >
                      <Mail aria-hidden className="size-3.5 shrink-0" />
                      {item.email}
                    </a>
                  )}
                  {canSeeAll && <span>{item.assignedName ?? "Unassigned"}</span>}
                </p>
              </div>
              <FollowUpDone inquiryId={item.id} name={item.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
