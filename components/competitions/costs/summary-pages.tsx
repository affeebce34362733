import { ENTRY_TYPE_NAMES, KIND_NAMES, daysText } from "@/components/competitions/events/event-text";
import type { SummaryEntry, SummaryView } from "@/lib/competitions/costs-views";
import { formatMoney } from "@/lib/money/money";
import { defaultLevelName, STYLE_NAMES } from "@/lib/progress/levels";
import { plural } from "@/lib/text/plural";
import type { StudioClock } from "@/lib/studio/locales";

type Props = { summary: SummaryView; studioName: string; currency: string; clock: StudioClock };

function heatTime(entry: SummaryEntry, { timeZone, locale }: StudioClock): string {
  if (!entry.heatStartsAt) return "";
  return new Intl.DateTimeFormat(locale, { weekday: "short", hour: "numeric", minute: "2-digit", timeZone }).format(
    new Date(entry.heatStartsAt),
  );
}

function what(entry: SummaryEntry): string {
  const dances = entry.title ? `${entry.title} (${entry.dances.join(", ")})` : entry.dances.join(", ");
  return `${dances}: ${ENTRY_TYPE_NAMES[entry.entryType]}`;
}

function styleAndLevel(entry: SummaryEntry): string {
  return `${STYLE_NAMES[entry.style]}, ${defaultLevelName(entry.level)}${entry.ageCategory ? ` (${entry.ageCategory})` : ""}`;
}

function EntriesTable({
  entries,
  who,
  clock,
  caption,
}: {
  entries: SummaryEntry[];
  who: "with" | "student";
  clock: StudioClock;
  caption: string;
}) {
  if (!entries.length) return <p className="text-sm text-muted-foreground">No confirmed entries.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Heat
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {who === "with" ? "With" : "Student"}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Dances
            </th>
            <th scope="col" className="hidden py-1.5 font-medium sm:table-cell">
              Style and level
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border/60 align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap">
                {entry.heatNumber ?? "—"}
                {entry.heatStartsAt && <span className="block text-xs text-muted-foreground">{heatTime(entry, clock)}</span>}
              </td>
              <td className="py-1.5 pr-3">{who === "with" ? (entry.withName ?? "Solo") : entry.studentName}</td>
              <td className="py-1.5 pr-3">
                {what(entry)}
                {/* On a phone the style and level go under the dances. */}
                <span className="block text-xs text-muted-foreground sm:hidden">{styleAndLevel(entry)}</span>
              </td>
              <td className="hidden py-1.5 sm:table-cell">{styleAndLevel(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The printed summary: one sheet of paper per student (entries and costs) and per instructor (their heats). */
export function SummaryPages({ summary, studioName, currency, clock }: Props) {
  const { competition } = summary;
  const money = (cents: number) => formatMoney(cents, currency);
  const heading = (
    <p className="text-sm text-muted-foreground">
      {studioName} · {competition.name} · {KIND_NAMES[competition.kind]} ·{" "}
      {daysText(String(competition.startsOn), String(competition.endsOn), clock.locale)}
      {competition.place ? ` · ${competition.place}` : ""}
    </p>
  );
  const pages = summary.students.length + summary.instructors.length;
  return (
    <div data-printable className="grid max-w-4xl gap-6">
      {pages === 0 && <p className="text-sm text-muted-foreground">No confirmed entries or costs to print yet.</p>}
      {summary.students.map((page) => (
        <article
          key={page.studentId}
          aria-labelledby={`summary-${page.studentId}`}
          className="grid gap-4 rounded-xl border border-border bg-card p-5 break-after-page print:rounded-none print:border-0 print:p-0"
        >
          <header className="grid gap-1">
            {heading}
            <h1 id={`summary-${page.studentId}`} className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              {page.studentName}
            </h1>
          </header>
          <section className="grid gap-2">
            <h2 className="font-semibold">Entries</h2>
            <EntriesTable entries={page.entries} who="with" clock={clock} caption={`${page.studentName}'s entries`} />
          </section>
          <section className="grid gap-2">
            <h2 className="font-semibold">Costs</h2>
            <table className="w-full max-w-xl text-sm">
              <caption className="sr-only">{`${page.studentName}'s costs`}</caption>
              <tbody>
                {page.lines.map((line, index) => (
                  <tr key={index} className="border-b border-border/60">
                    <td className="py-1.5 pr-3">{line.label}</td>
                    <td className="py-1.5 text-right tabular-nums whitespace-nowrap">{money(Number(line.amountCents))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="pt-2 text-left">
                    Total
                  </th>
                  <td className="pt-2 text-right tabular-nums">{money(Number(page.totalCents))}</td>
                </tr>
              </tfoot>
            </table>
            <p className="text-sm text-muted-foreground">
              {page.chargedCents === null
                ? "Not charged to the account yet."
                : Number(page.chargedCents) === Number(page.totalCents)
                  ? "Charged to the account."
                  : `Charged ${money(Number(page.chargedCents))} to the account; the studio will adjust it to this total.`}
            </p>
          </section>
        </article>
      ))}
      {summary.instructors.map((page) => (
        <article
          key={page.instructorId}
          aria-labelledby={`summary-${page.instructorId}`}
          className="grid gap-4 rounded-xl border border-border bg-card p-5 break-after-page print:rounded-none print:border-0 print:p-0"
        >
          <header className="grid gap-1">
            {heading}
            <h1 id={`summary-${page.instructorId}`} className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              {page.name}
            </h1>
            <p className="text-sm">
              {plural(page.heats, "heat")} with {plural(page.students, "student")}
            </p>
          </header>
          <EntriesTable entries={page.entries} who="student" clock={clock} caption={`${page.name}'s heats`} />
        </article>
      ))}
    </div>
  );
}
