import { Panel } from "@/components/people/detail-header";
import { Tag } from "@/components/ui/tag";
import type { CompetitionHistoryView } from "@/lib/competitions/heats-views";
import { RESULT_NAMES, STYLE_NAMES, defaultLevelName, isPassing } from "@/lib/progress/levels";
import { placementLabel } from "../heats/heat-list";
import { dayText } from "../events/event-text";
import type { StudioLocale } from "@/lib/studio/locales";

/** A student's showcases, competitions and medal exams, dance by dance: placements and verdicts. */
export function CompetitionHistory({ history, locale }: { history: CompetitionHistoryView; locale: StudioLocale }) {
  if (history.length === 0) return null;
  return (
    <Panel id="progress-competitions" title="Competitions and showcases">
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        {history.map((dance) => (
          <section key={dance.danceId} aria-label={`${dance.dance} (${STYLE_NAMES[dance.style]})`} className="grid content-start gap-1.5">
            <h3 className="font-medium">
              {dance.dance} <span className="text-muted-foreground">({STYLE_NAMES[dance.style]})</span>
            </h3>
            <ul className="grid gap-1">
              {dance.items.map((item) => (
                <li
                  key={`${item.competitionId}-${item.heat ?? ""}-${item.level}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/60 px-3 py-1.5"
                >
                  <span>
                    {item.competition} · {defaultLevelName(item.level)}
                    <span className="text-muted-foreground">
                      {" "}
                      · {dayText(item.on, locale)}
                      {item.heat ? ` · heat ${item.heat}` : ""}
                    </span>
                  </span>
                  {item.result ? (
                    <Tag tone={isPassing(item.result) ? "success" : "accent"}>{RESULT_NAMES[item.result]}</Tag>
                  ) : item.placement ? (
                    <Tag tone="primary">{placementLabel(item.placement)}</Tag>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Panel>
  );
}
