"use client";

import { useCallback, useMemo, useState } from "react";
import { instantAt, minuteOfDay, type Placed } from "@/lib/scheduling/calendar-layout";
import { instantToLocal } from "@/lib/dates/wall-time";
import { cn } from "@/lib/utils";
import type { EventFormValues, EventRequest } from "./event-form-dialog";
import { EventDetailsDialog, EventFormDialog, ScopeDialog, SlotDialog } from "./lazy-dialogs";
import { MonthView } from "./month-view";
import { ScheduleToolbar, type Filters } from "./schedule-toolbar";
import { TimeGrid } from "./time-grid";
import { actorOf, type CalendarColumn, type ColorBy, type EventView, type GroupBy, type ScheduleSetup, type ViewKind } from "./types";
import { useScheduleActions } from "./use-schedule-actions";
import { useScheduleEvents, type EventQuery } from "./use-schedule-events";
import { buildColumns, minutesToTime, openMinutes, phoneTitle, stepDate, viewTitle, visibleRange } from "./view-model";
import { NoticeBar } from "./notice-bar";
import { notifyScheduleChanged } from "./schedule-changed";
import { useBrowserTimeZone, useColorByChoice, useMinuteClock, usePhoneLayout } from "./use-client-facts";
import { findClash } from "./drag-clash";
import { useStudioLocale } from "@/components/ui/studio-locale";
import { eventsOfService, weekClashIndex, weekLayout } from "./week-memo";
import { canManageEvent, canSchedule, isInstructor } from "@/lib/access/rules";

type Props = { setup: ScheduleSetup; initialQuery: EventQuery; initialEvents: EventView[] };
type FormState = { mode: "create" | "edit"; initial: EventFormValues; event?: EventView } | null;

/** The studio calendar: week (default), day by instructor or room, month; drag to create and move. */
export function ScheduleView({ setup, initialQuery, initialEvents }: Props) {
  const isPhone = usePhoneLayout();
  const locale = useStudioLocale();
  const [chosenView, setChosenView] = useState<ViewKind | null>(null);
  const view = chosenView ?? (isPhone ? "day" : "week");
  const [date, setDate] = useState(setup.today);
  const [groupBy, setGroupBy] = useState<GroupBy>("instructor");
  const [colorBy, setColorBy] = useColorByChoice();
  const [filters, setFilters] = useState<Filters>({ instructorId: "", roomId: "", serviceId: "" });
  const [details, setDetails] = useState<EventView | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [slot, setSlot] = useState<Placed[] | null>(null);

  const range = visibleRange(view, date, setup.timeZone, setup.weekStartsOn);
  const query: EventQuery = { ...range, instructorId: filters.instructorId || undefined, roomId: filters.roomId || undefined };
  const store = useScheduleEvents(query, { query: initialQuery, events: initialEvents });
  const actions = useScheduleActions(setup, store);
  // Worked out once per week (week-memo): stepping back to a week costs no layout again.
  const events = eventsOfService(store.events, filters.serviceId);
  const columns = useMemo(() => buildColumns(view, date, groupBy, setup, filters, locale), [view, date, groupBy, setup, filters, locale]);
  const placed = weekLayout(events, columns, view === "day" ? groupBy : "day", setup.timeZone);
  const firstHour = useMemo(() => {
    const earliest = Math.min(...[...placed.values()].flat().map((item) => item.startMinute), 7 * 60);
    return Math.floor(earliest / 60);
  }, [placed]);
  const minute = useMinuteClock();
  const nowMinute = minute === null ? null : minuteOfDay(new Date(minute * 60_000), setup.today, setup.timeZone);
  const browserZone = useBrowserTimeZone(setup.timeZone);

  const canEdit = useCallback((event: EventView) => canManageEvent(actorOf(setup), event), [setup]);
  const openHours = useCallback((column: CalendarColumn) => openMinutes(setup, column.date), [setup]);
  const canCreate = canSchedule(actorOf(setup));

  // Who and where a new event is for, before its form asks: the column, the viewer, or the filter.
  const newInstructorId = (column: Partial<CalendarColumn>) =>
    column.instructorId !== undefined ? column.instructorId : isInstructor(setup) ? setup.ownInstructorId : filters.instructorId || null;
  const newRoomId = (column: Partial<CalendarColumn>) => (column.roomId !== undefined ? column.roomId : filters.roomId || null);

  // Every scheduled event on the page (filtered out by service or not: it still takes its time).
  const clashIndex = weekClashIndex(store.events);
  const checkClash = useCallback(
    (column: CalendarColumn, start: number, end: number, event: EventView | null) => {
      // Timed for bench:schedule (its target: under 1 ms per pointer move), visible in DevTools too.
      const began = performance.now();
      const clash = findClash(
        clashIndex,
        {
          eventId: event?.id ?? null,
          start: instantAt(column.date, start, setup.timeZone).getTime(),
          end: instantAt(column.date, end, setup.timeZone).getTime(),
          instructorId: event ? (column.instructorId !== undefined ? column.instructorId : event.instructorId) : newInstructorId(column),
          roomId: event ? (column.roomId !== undefined ? column.roomId : event.roomId) : newRoomId(column),
          students: event?.students ?? [],
        },
        setup.timeZone,
        locale,
      );
      performance.measure("schedule-clash-check", { start: began, end: performance.now() });
      return clash;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- newInstructorId/newRoomId read only setup and filters
    [clashIndex, setup, filters, locale],
  );

  const formValues = (column: Partial<CalendarColumn> & { date: string }, start: number, end: number): EventFormValues => ({
    serviceId: "",
    instructorId: newInstructorId(column) ?? "",
    roomId: newRoomId(column) ?? "",
    date: column.date,
    start: minutesToTime(start),
    end: minutesToTime(end),
    repeat: false,
    until: null,
    notes: "",
    danceId: "",
    studentIds: [],
    meeting: "none",
    meetingUrl: "",
  });

  const onMove = (event: EventView, column: CalendarColumn, start: number, end: number, kind: "move" | "resize") => {
    const patch: Record<string, unknown> = {
      startsAt: instantAt(column.date, start, setup.timeZone).toISOString(),
      endsAt: instantAt(column.date, end, setup.timeZone).toISOString(),
    };
    if (column.instructorId !== undefined && column.instructorId !== event.instructorId) patch.instructorId = column.instructorId;
    if (column.roomId !== undefined && column.roomId !== event.roomId) patch.roomId = column.roomId;
    if (patch.startsAt === event.startsAt && patch.endsAt === event.endsAt && Object.keys(patch).length === 2) return;
    void actions.patchEvent(event, patch, kind);
  };

  async function submitForm(request: EventRequest) {
    if (request.kind === "change") {
      if (form?.event) await actions.patchEvent(form.event, request.body, "edit");
    } else await actions.createEvent(request.body, request.kind === "series");
  }

  function editEvent(event: EventView) {
    const start = instantToLocal(new Date(event.startsAt), setup.timeZone);
    const end = instantToLocal(new Date(event.endsAt), setup.timeZone);
    setDetails(null);
    setForm({
      mode: "edit",
      event,
      initial: {
        serviceId: event.serviceId,
        instructorId: event.instructorId ?? "",
        roomId: event.roomId ?? "",
        date: start.date,
        start: start.time,
        end: end.time,
        repeat: false,
        until: null,
        notes: event.notes ?? "",
        danceId: event.danceId ?? "",
        studentIds: [],
        // The lesson's link is read when the dialog opens (the calendar never carries it).
        meeting: "keep",
        meetingUrl: "",
      },
    });
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ScheduleToolbar
        setup={setup}
        view={view}
        date={date}
        title={viewTitle(view, date, setup.weekStartsOn, locale)}
        phoneTitle={phoneTitle(view, date, setup.weekStartsOn, locale)}
        groupBy={groupBy}
        colorBy={colorBy}
        filters={filters}
        canCreate={canCreate}
        onView={setChosenView}
        onDate={setDate}
        onStep={(direction) => setDate(stepDate(view, date, direction))}
        onGroupBy={setGroupBy}
        onColorBy={setColorBy}
        onFilters={setFilters}
        onNew={() => setForm({ mode: "create", initial: formValues({ date }, 18 * 60, 18 * 60 + 45) })}
      />
      {browserZone !== setup.timeZone && (
        <p className="border-b border-border bg-accent-soft px-4 py-1.5 text-xs text-foreground">
          Times are shown in the studio&apos;s time zone, {setup.timeZone.replace(/_/g, " ")}.
        </p>
      )}
      <div className="relative min-h-0 flex-1" aria-busy={store.loading}>
        <div className={cn("absolute inset-x-0 top-0 z-40 h-0.5 overflow-hidden", !store.loading && "invisible")} aria-hidden>
          <div className="h-full w-1/3 animate-pulse bg-primary" />
        </div>
        {view === "month" ? (
          <MonthView
            date={date}
            today={setup.today}
            events={events}
            timeZone={setup.timeZone}
            weekStartsOn={setup.weekStartsOn}
            colorBy={colorBy}
            onOpen={setDetails}
            onPickDay={(day) => {
              setDate(day);
              setChosenView("day");
            }}
          />
        ) : (
          <TimeGrid
            columns={columns}
            placed={placed}
            firstHour={firstHour}
            timeZone={setup.timeZone}
            colorBy={colorBy}
            openHours={openHours}
            nowMinute={nowMinute}
            today={setup.today}
            canEdit={canEdit}
            canCreate={canCreate}
            onCreate={(column, start, end) => setForm({ mode: "create", initial: formValues(column, start, end) })}
            onMove={onMove}
            onOpen={setDetails}
            onOpenSlot={setSlot}
            narrowColumns={isPhone && columns.length > 1}
            checkClash={checkClash}
          />
        )}
        <NoticeBar
          notice={actions.notice ?? (store.error ? { kind: "error", text: store.error } : null)}
          onDismiss={actions.dismissNotice}
        />
        {!store.loading && events.length === 0 && (
          <p className="pointer-events-none absolute left-1/2 top-24 z-20 -translate-x-1/2 rounded-lg border border-border bg-card px-4 py-3 text-center text-sm text-muted-foreground shadow">
            Nothing scheduled here yet.{canCreate ? " Drag across the calendar or use New event to add one." : ""}
          </p>
        )}
      </div>
      {/* Each dialog is in the page only while open: its code loads the first time (lazy-dialogs). */}
      {slot && (
        <SlotDialog
          items={slot}
          date={columns.find((column) => placed.get(column.key)?.some((item) => item === slot[0]))?.date ?? date}
          colorBy={colorBy}
          timeZone={setup.timeZone}
          onOpen={(event) => {
            setSlot(null);
            setDetails(event);
          }}
          onClose={() => setSlot(null)}
        />
      )}
      {details && (
        <EventDetailsDialog
          event={details}
          timeZone={setup.timeZone}
          editable={canEdit(details)}
          onClose={() => setDetails(null)}
          onBookingsChanged={() => {
            store.reload();
            notifyScheduleChanged();
          }}
          onEdit={editEvent}
          onCancelEvent={async (event) => {
            if (await actions.cancelEvent(event)) setDetails(null);
          }}
        />
      )}
      {form && (
        <EventFormDialog
          open
          mode={form.mode}
          initial={form.initial}
          setup={setup}
          event={form.event}
          onOpenChange={(open) => !open && setForm(null)}
          onSubmit={submitForm}
        />
      )}
      {actions.question && (
        <ScopeDialog question={actions.question} onChoose={actions.answerScope} onDismiss={() => actions.answerScope(null)} />
      )}
    </div>
  );
}
