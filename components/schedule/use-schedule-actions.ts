"use client";

import { useRef, useState } from "react";
import { failureResult } from "@/components/forms/failure-result";
import { apiFetch } from "@/lib/api/api-fetch";
import { notifyScheduleChanged } from "./schedule-changed";
import type { Scope, ScopeQuestion } from "./scope-dialog";
import type { EventView, ScheduleSetup } from "./types";

export type EventPatch = {
  startsAt?: string;
  endsAt?: string;
  instructorId?: string | null;
  roomId?: string | null;
  serviceId?: string;
  notes?: string | null;
};
/** What the notice bar says; `link`, a way on it offers (a refused booking's "Sign Liability waiver"). */
export type Notice = { kind: "error" | "success"; text: string; link?: { href: string; label: string } };

/** Each message names what happened: "Group Class resized.", not "moved" for every change. */
const PAST = { move: "moved", resize: "resized", edit: "updated" } as const;

type Store = { update: (change: (events: EventView[]) => EventView[]) => void; reload: () => void };

/**
 * Changes to events as a person makes them: the calendar shows the change at once, the server
 * decides, and a refusal puts the event back and says why (its conflict message).
 */
export function useScheduleActions(setup: ScheduleSetup, store: Store) {
  const [question, setQuestion] = useState<ScopeQuestion | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const answer = useRef<(scope: Scope | null) => void>(() => {});

  /** Which occurrences: asks only for series (and to confirm a cancel); null when dismissed. */
  function askScope(event: EventView, action: ScopeQuestion["action"]): Promise<Scope | null> {
    if (!event.seriesId && action !== "cancel") return Promise.resolve("one");
    return new Promise((resolve) => {
      answer.current = (scope) => {
        setQuestion(null);
        resolve(scope);
      };
      setQuestion({ action, repeating: Boolean(event.seriesId), title: event.title });
    });
  }

  async function patchEvent(event: EventView, patch: EventPatch, action: "move" | "resize" | "edit"): Promise<void> {
    const scope = await askScope(event, action === "resize" ? "move" : action);
    if (!scope) return;
    store.update((events) => events.map((item) => (item.id === event.id ? applyPatch(item, patch, setup) : item)));
    try {
      const result = await apiFetch<{ events: EventView[] }>(`/api/events/${event.id}?scope=${scope}`, { method: "PATCH", body: patch });
      if (scope === "one") store.update((events) => events.map((item) => result.events.find((changed) => changed.id === item.id) ?? item));
      else store.reload();
      setNotice({ kind: "success", text: `${event.title} ${PAST[action]}.` });
    } catch (error) {
      store.update((events) => events.map((item) => (item.id === event.id ? event : item)));
      setNotice(failureResult(error, "That change couldn't be saved."));
      if (action === "edit") throw error;
    }
  }

  async function cancelEvent(event: EventView): Promise<boolean> {
    const scope = await askScope(event, "cancel");
    if (!scope) return false;
    try {
      await apiFetch(`/api/events/${event.id}?scope=${scope}`, { method: "DELETE" });
      if (scope === "one") store.update((events) => events.filter((item) => item.id !== event.id));
      else store.reload();
      setNotice({ kind: "success", text: `${event.title} cancelled.` });
      return true;
    } catch (error) {
      setNotice(failureResult(error, "The event couldn't be cancelled."));
      return false;
    }
  }

  async function createEvent(body: Record<string, unknown>, repeat: boolean): Promise<void> {
    const name = setup.services.find((service) => service.id === body.serviceId)?.name ?? "Event";
    if (repeat) {
      await apiFetch("/api/series", { body });
      store.reload();
    } else {
      const { event } = await apiFetch<{ event: EventView }>("/api/events", { body });
      store.update((events) => [...events, event]);
    }
    setNotice({ kind: "success", text: repeat ? `${name} created, every week.` : `${name} created.` });
    notifyScheduleChanged();
  }

  return {
    question,
    notice,
    dismissNotice: () => setNotice(null),
    answerScope: (scope: Scope | null) => answer.current(scope),
    patchEvent,
    cancelEvent,
    createEvent,
  };
}

function applyPatch(event: EventView, patch: EventPatch, setup: ScheduleSetup): EventView {
  const next = { ...event, ...patch } as EventView;
  if (patch.instructorId !== undefined) {
    const person = setup.instructors.find((item) => item.id === patch.instructorId);
    next.instructor = person ? { id: person.id, name: person.name, color: person.color } : null;
  }
  if (patch.roomId !== undefined) {
    const room = setup.rooms.find((item) => item.id === patch.roomId);
    next.room = room ? { id: room.id, name: room.name, color: room.color } : null;
  }
  return next;
}
