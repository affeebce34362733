import type { StudioLocale } from "@/lib/studio/locales";
import { Tag } from "@/components/ui/tag";
import { formatMoney } from "@/lib/money/money";
import { plural } from "@/lib/text/plural";
import { ITEM_STATUSES, dueText, settledText, type PaymentItem } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

const OPEN: PaymentItem["status"][] = ["failed", "scheduled"];

/**
 * A student's payment schedule: what is still to pay (failed first, then by due day) and, folded
 * away, what was paid, cancelled or waived. `actions` adds the buttons a reader may use on an item.
 */
export function PaymentSchedule({
  items,
  currency,
  empty,
  label,
  actions,
}: {
  items: PaymentItem[];
  currency: string;
  empty: string;
  /** The list's accessible name ("Payment schedule"). */
  label: string;
  actions?: (item: PaymentItem, items: PaymentItem[]) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const open = items.filter((item) => OPEN.includes(item.status)).sort(byUrgency);
  const closed = items.filter((item) => !OPEN.includes(item.status)).sort((a, b) => (b.dueOn ?? "").localeCompare(a.dueOn ?? ""));
  const failed = open.filter((item) => item.status === "failed");
  const coming = open.filter((item) => item.status === "scheduled");
  const total = (list: PaymentItem[]) => (
    <span className="font-medium tabular-nums">
      {formatMoney(
        list.reduce((sum, item) => sum + item.amountCents, 0),
        currency,
      )}
    </span>
  );
  return (
    <div className="grid gap-3">
      {open.length > 0 ? (
        // What failed is owed now; what is scheduled is only coming (a membership's next month is not a debt).
        <p className="text-sm">
          {failed.length > 0 && (
            <>
              Failed: {total(failed)} in {plural(failed.length, "payment")}.{" "}
            </>
          )}
          {coming.length > 0 && (
            <>
              Coming up: {total(coming)} in {plural(coming.length, "payment")}.
            </>
          )}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing left to pay on the schedule.</p>
      )}
      {open.length > 0 && <ItemList items={open} all={items} currency={currency} label={label} actions={actions} />}
      {closed.length > 0 && (
        <details className="group grid gap-2">
          <summary className="cursor-pointer text-sm font-medium text-primary">Paid and closed ({closed.length})</summary>
          <ItemList items={closed} all={items} currency={currency} label={`${label}: paid and closed`} actions={actions} />
        </details>
      )}
    </div>
  );
}

/** Failed ones first (they need someone), then the soonest due; "by the lesson" ones, with no day yet, last. */
function byUrgency(a: PaymentItem, b: PaymentItem): number {
  if (a.status !== b.status) return a.status === "failed" ? -1 : 1;
  return (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999") || (a.afterLessons ?? 0) - (b.afterLessons ?? 0);
}

function ItemList(props: {
  items: PaymentItem[];
  all: PaymentItem[];
  currency: string;
  label: string;
  actions?: (item: PaymentItem, items: PaymentItem[]) => React.ReactNode;
}) {
  const locale = useStudioLocale();
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label={props.label}>
      {props.items.map((item) => {
        const status = ITEM_STATUSES[item.status];
        const note = settledText(item);
        const buttons = props.actions?.(item, props.all);
        return (
          <li key={item.id} className="grid gap-1 px-3 py-2.5 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 font-medium">{item.description}</span>
              <span className="flex items-center gap-2">
                <span className="font-medium tabular-nums">{formatMoney(item.amountCents, props.currency)}</span>
                <Tag tone={status.tone}>{status.label}</Tag>
              </span>
            </div>
            <p className="text-muted-foreground">
              {item.status === "scheduled" ? "Due" : "Was due"} {dueText(item, locale)}
              {item.status === "failed" && item.nextAttemptAt && <> · next try {formatRetry(item.nextAttemptAt, locale)}</>}
            </p>
            {note && <p className={item.status === "failed" ? "text-danger" : "text-muted-foreground"}>{note}</p>}
            {buttons && <div className="flex flex-wrap gap-1 pt-1">{buttons}</div>}
          </li>
        );
      })}
    </ul>
  );
}

/** "Dec 4": the day of the next card attempt, in the reader's calendar (close enough to the studio's a day ahead). */
function formatRetry(iso: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" }).format(new Date(iso));
}
