import { Tag } from "@/components/ui/tag";
import type { CompetitionStudentView, CompetitionView } from "@/lib/competitions/events-views";
import { formatMoney } from "@/lib/money/money";
import { FEE_FIELDS } from "./event-form-schema";
import { ITEM_KIND_NAMES, KIND_NAMES, dayText, daysText } from "./event-text";
import type { StudioLocale } from "@/lib/studio/locales";

type Props = {
  competition: CompetitionView | CompetitionStudentView;
  fees: CompetitionView | null;
  currency: string;
  locale: StudioLocale;
};

/** The event at a glance: kind, days, place, deadline; staff also read the fee table, markup, split and lines. */
export function EventDetails({ competition, fees, currency, locale }: Props) {
  const rows: [string, string | null][] = [
    ["Kind", KIND_NAMES[competition.kind]],
    ["When", daysText(competition.startsOn, competition.endsOn, locale)],
    ["Where", competition.place],
    ["Organiser", "organiser" in competition ? competition.organiser : null],
    ["Examiner", competition.examiner],
    ["Entries close", `End of ${dayText(competition.entryDeadline, locale)}`],
  ];
  const exam = competition.kind === "medal_exam";
  return (
    <aside aria-labelledby="event-details" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="event-details" className="text-lg font-semibold">
          Details
        </h2>
        {fees && (fees.published ? <Tag tone="success">Published</Tag> : <Tag tone="accent">Draft: students don&apos;t see it</Tag>)}
        {!competition.entriesOpen && <Tag>Entries closed</Tag>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {fees && (
        <>
          <h3 className="font-semibold">Fees</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
            {FEE_FIELDS.filter(([key]) => (exam ? key === "examFeeCents" : key !== "examFeeCents")).map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{formatMoney(fees[key], currency)}</dd>
              </div>
            ))}
            <dt className="text-muted-foreground">Markup</dt>
            <dd className="text-right tabular-nums">{fees.markupPercent}%</dd>
            <dt className="text-muted-foreground">Shared costs split</dt>
            <dd className="text-right">{fees.sharedSplit === "even" ? "Evenly" : "By heats"}</dd>
          </dl>
          {fees.items.length > 0 && (
            <ul className="grid gap-1.5 text-sm" aria-label="Packages, extras and shared costs">
              {fees.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3">
                  <span>
                    {item.label}
                    <span className="text-muted-foreground">
                      {" "}
                      · {ITEM_KIND_NAMES[item.kind]}
                      {item.includedHeats ? `, ${item.includedHeats} heats` : ""}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatMoney(item.amountCents, currency)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </aside>
  );
}
