"use client";

import { Check, Trash2, TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import { Button } from "@/components/ui/button";
import { Tag } from "@/components/ui/tag";
import { isStudent } from "@/lib/access/rules";
import { apiFetch } from "@/lib/api/api-fetch";
import type { CompetitionEntryView, StudentItemChoice } from "@/lib/competitions/entries-views";
import { formatDay } from "@/lib/dates/wall-time";
import { STYLE_NAMES } from "@/lib/progress/levels";
import { ENTRY_TYPE_NAMES } from "../events/event-text";
import { EntryFormDialog } from "./entry-form-dialog";
import { entryLabel, type EntryContext } from "./entry-form";
import { ItemsChoice, type ChoosableItem } from "./items-choice";
import type { StudioLocale } from "@/lib/studio/locales";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Answer = {
  entries: CompetitionEntryView[];
  choices: StudentItemChoice[];
  instructorHeats?: { instructorId: string; name: string; heats: number }[];
};

type Props = Omit<EntryContext, "heats"> & { entriesOpen: boolean; items: ChoosableItem[]; currency: string };

/** The event's entries as the caller may see them, grouped by student, with entering, confirming and the package choice. */
export function EntriesSection(props: Props) {
  const data = useApiData<Answer>(`/api/competitions/${props.competitionId}/entries`);
  const context: EntryContext = { ...props, heats: data.data?.instructorHeats ?? [] };
  const staff = !isStudent(props);
  const canEnter = staff || props.entriesOpen;
  const entries = data.data?.entries ?? [];
  const byStudent = new Map<string, CompetitionEntryView[]>();
  for (const entry of entries) byStudent.set(entry.studentName, [...(byStudent.get(entry.studentName) ?? []), entry]);
  const proposed = entries.filter((entry) => entry.status === "proposed").length;
  const [one, many] = props.exam ? ["exam", "exams"] : ["heat", "heats"];
  return (
    <section aria-labelledby="entries-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="entries-title" className="text-lg font-semibold">
            {staff ? "Entries" : "Your entries"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {entries.length} {entries.length === 1 ? one : many}
            {staff && proposed > 0 && ` · ${proposed} proposed, waiting for you to confirm`}
            {!staff && !props.entriesOpen && " · entries are closed: ask the studio to change one"}
          </p>
        </div>
        {canEnter && props.options.students.length > 0 && <EntryFormDialog context={context} onDone={data.reload} />}
      </div>
      {staff && !props.exam && context.heats.length > 0 && (
        <ul aria-label="Heats per instructor" className="flex flex-wrap gap-2">
          {context.heats.map((row) => (
            <li key={row.instructorId}>
              <Tag tone="primary">
                {row.name}: {row.heats} {row.heats === 1 ? "heat" : "heats"}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {data.loading && !data.data && <LoadingNote what="entries" />}
      {data.error && <LoadError message={data.error.message} onRetry={data.reload} />}
      {data.data && entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          {staff
            ? props.exam
              ? "No exams entered yet. Enter each student taking an exam, with the dances, level and slot."
              : "No entries yet. Enter a student with their instructor, or as a couple with their partner."
            : props.entriesOpen
              ? "You haven't proposed any entries yet. Propose the heats you'd like to dance; the studio confirms them."
              : "You have no entries at this event."}
        </p>
      )}
      {[...byStudent].map(([name, rows]) => (
        <section key={name} aria-label={name} className="rounded-xl border border-border bg-card">
          <h3 className="border-b border-border px-4 py-2.5 font-semibold">{name}</h3>
          <ul className="divide-y divide-border">
            {rows.map((entry) => (
              <EntryRow key={entry.id} entry={entry} context={context} entriesOpen={props.entriesOpen} onDone={data.reload} />
            ))}
          </ul>
        </section>
      ))}
      {data.data && props.items.length > 0 && (
        <ItemsChoice
          competitionId={props.competitionId}
          items={props.items}
          choices={data.data.choices}
          students={going(props.options.students, data.data)}
          currency={props.currency}
          locked={!staff && !props.entriesOpen}
          onDone={data.reload}
        />
      )}
    </section>
  );
}

function EntryRow({
  entry,
  context,
  entriesOpen,
  onDone,
}: {
  entry: CompetitionEntryView;
  context: EntryContext;
  entriesOpen: boolean;
  onDone: () => void;
}) {
  const locale = useStudioLocale();
  const confirm = useApiAction();
  const staff = !isStudent(context);
  const editable = staff || (entry.status === "proposed" && entriesOpen);
  const level = context.options.levels.find((row) => row.key === entry.level)?.name ?? entry.level;
  const partner = entry.instructorName ? `with ${entry.instructorName}` : entry.partnerName ? `with ${entry.partnerName}` : "alone";
  const slot = context.exam ? (entry.examSlotAt ? slotTime(entry.examSlotAt, context, locale) : "No slot yet") : null;
  return (
    <li className="grid gap-2 px-4 py-3 sm:flex sm:items-start sm:justify-between">
      <span className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{entryLabel(entry)}</span>
          {entry.status === "proposed" ? <Tag tone="accent">Proposed</Tag> : <Tag tone="success">Confirmed</Tag>}
        </span>
        <span className="text-sm text-muted-foreground">
          {slot && <span className="font-medium text-foreground">{slot} · </span>}
          {ENTRY_TYPE_NAMES[entry.entryType]} · {STYLE_NAMES[entry.style]} · {level} · {partner}
          {entry.ageCategory && ` · ${entry.ageCategory}`}
        </span>
        {entry.levelWarning && (
          <span className="flex items-start gap-1.5 text-sm text-danger">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {entry.levelWarning}
          </span>
        )}
        <FormStatus result={confirm.result} />
      </span>
      {editable && (
        <span className="flex flex-wrap gap-1 sm:shrink-0 sm:flex-nowrap">
          {staff && entry.status === "proposed" && (
            <Button
              size="sm"
              disabled={confirm.isPending}
              aria-label={`Confirm ${entry.studentName}'s ${entryLabel(entry)}`}
              onClick={async () => {
                const body = { status: "confirmed" };
                if (
                  await confirm.run(() =>
                    apiFetch(`/api/competitions/${context.competitionId}/entries/${entry.id}`, { method: "PATCH", body }),
                  )
                )
                  onDone();
              }}
            >
              <Check aria-hidden />
              Confirm
            </Button>
          )}
          <EntryFormDialog context={context} entry={entry} onDone={onDone} />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Remove ${entry.studentName}'s ${entryLabel(entry)}`}>
                <Trash2 aria-hidden />
                Remove
              </Button>
            }
            title="Remove this entry?"
            description={`${entry.studentName}'s ${entryLabel(entry)} comes off the event; a charge already made is adjusted before the deadline.`}
            keepLabel="Keep it"
            confirmLabel="Remove entry"
            action={() => apiFetch(`/api/competitions/${context.competitionId}/entries/${entry.id}`, { method: "DELETE" })}
            errorMessage="The entry couldn't be removed. Try again."
            onDone={onDone}
          />
        </span>
      )}
    </li>
  );
}

/** Whose package and extras can be chosen: the students going (entered, as a partner too, or with a choice already). */
function going(students: { id: string; name: string }[], answer: Answer) {
  const ids = new Set([
    ...answer.entries.flatMap((entry) => (entry.partnerStudentId ? [entry.studentId, entry.partnerStudentId] : [entry.studentId])),
    ...answer.choices.map((choice) => choice.studentId),
  ]);
  return students.filter((student) => ids.has(student.id));
}

/** An exam slot as the studio's clocks show it: "10:30 AM", with the day when the event has several. */
function slotTime(at: string | Date, context: EntryContext, locale: StudioLocale): string {
  const instant = new Date(at);
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: context.timeZone })
    .format(instant)
    .replace(/\s/g, " ");
  return context.days.length > 1 ? `${formatDay(instant, context.timeZone)}, ${time}` : time;
}
