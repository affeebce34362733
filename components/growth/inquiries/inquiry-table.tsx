import Link from "next/link";
import { Tag, type TagTone } from "@/components/ui/tag";
import { formatDay } from "@/lib/dates/wall-time";
import { formatLongDay } from "@/lib/dates/long-day";
import { STAGE_LABELS } from "@/lib/growth/inquiry-labels";
import type { InquiryItem } from "@/lib/growth/inquiries-views";

/** The tone of a stage's tag: lost is red, a sale green, the first steps neutral. */
export function stageTone(stage: InquiryItem["stage"]): TagTone {
  if (stage === "lost") return "danger";
  if (stage === "original" || stage === "extension" || stage === "renewal") return "success";
  return stage === "new" ? "accent" : "primary";
}

/** The inquiries as a table; on a phone the source, staff and dates fold under the name. */
export function InquiryTable({ inquiries, timeZone, today }: { inquiries: InquiryItem[]; timeZone: string; today: string }) {
  return (
    <div className="mx-4 my-5 overflow-hidden rounded-xl border border-border bg-card sm:mx-8">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Inquiries</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Stage
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
              Source
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium lg:table-cell">
              Follows up
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
              Follow-up
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium lg:table-cell">
              Came in
            </th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((item) => {
            const due = item.followUpOn && item.stage !== "lost" ? item.followUpOn : null;
            return (
              <tr key={item.id} className="border-t border-border align-top">
                <td className="px-4 py-2.5">
                  <Link href={`/app/inquiries/${item.id}`} className="font-medium underline-offset-4 hover:underline">
                    {item.name}
                  </Link>
                  <p className="break-all text-muted-foreground">{item.phone ?? item.email ?? "—"}</p>
                  <p className="text-muted-foreground md:hidden">
                    {item.sourceLabel}
                    {due && ` · follow up ${formatLongDay(due)}`}
                  </p>
                </td>
                <td className="px-4 py-2.5">
                  <Tag tone={stageTone(item.stage)}>{STAGE_LABELS[item.stage]}</Tag>
                </td>
                <td className="hidden px-4 py-2.5 md:table-cell">{item.sourceLabel}</td>
                <td className="hidden px-4 py-2.5 text-muted-foreground lg:table-cell">{item.assignedName ?? "Unassigned"}</td>
                <td className="hidden px-4 py-2.5 md:table-cell">
                  {due ? (
                    <span className={due <= today ? "font-medium text-danger" : undefined}>
                      {formatLongDay(due)}
                      {item.followUpNote && <span className="block font-normal text-muted-foreground">{item.followUpNote}</span>}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
                <td className="hidden px-4 py-2.5 text-muted-foreground lg:table-cell">{formatDay(new Date(item.createdAt), timeZone)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
