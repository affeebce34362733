"use client";

import { useEffect, useState } from "react";
import { formatClock } from "@/components/schedule/format";
import type { Option, ServiceOption } from "@/components/schedule/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { failureResult } from "@/components/forms/failure-result";
import { apiFetch } from "@/lib/api/api-fetch";
import type { StudentSchedule } from "@/lib/booking/student-schedule";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { type BookingPrice, priceText } from "@/lib/money/price-text";
import { DayPickerBar } from "./day-picker-bar";
import { payHeldPlace } from "./pay-held-place";
import { formatWhen } from "./when";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Slot = { startsAt: string; endsAt: string; price: BookingPrice };
type Answer = { key: string; byRoom?: Record<string, Slot[]>; error?: string };
type Props = {
  rooms: Option[];
  services: ServiceOption[];
  access: StudentSchedule["rooms"];
  timeZone: string;
  today: string;
  busy: string | null;
  run: (key: string, action: () => Promise<string>) => Promise<boolean>;
};

/** Each room's free practice times for one day (GET /api/room-availability), rented with one confirm. */
export function PracticeRooms({ rooms, services, access, timeZone, today, busy, run }: Props) {
  const locale = useStudioLocale();
  const rentals = services.filter((service) => service.kind === "rental");
  const [serviceId, setServiceId] = useState(rentals[0]?.id ?? "");
  const [day, setDay] = useState(today);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [chosen, setChosen] = useState<{ room: Option; slot: Slot } | null>(null);
  const [withPartner, setWithPartner] = useState(false);
  const [version, setVersion] = useState(0);
  const enabled = access.allowed && rentals.length > 0 && rooms.length > 0;
  // Answers are kept with the question they answer: a stale day's times never show under a new day.
  const key = `${serviceId}|${day}|${version}`;

  useEffect(() => {
    if (!enabled || !serviceId) return;
    const controller = new AbortController();
    const from = localToInstant(day, "00:00", timeZone).toISOString();
    const to = localToInstant(addDays(day, 1), "00:00", timeZone).toISOString();
    Promise.all(
      rooms.map((room) =>
        apiFetch<{ slots: Slot[] }>(`/api/room-availability?${new URLSearchParams({ roomId: room.id, serviceId, from, to })}`, {
          signal: controller.signal,
        }).then((result) => [room.id, result.slots] as const),
      ),
    )
      .then((pairs) => setAnswer({ key, byRoom: Object.fromEntries(pairs) }))
      .catch((reason) => {
        if ((reason as Error).name !== "AbortError")
          setAnswer({ key, error: failureResult(reason, "Free rooms couldn't be loaded.").text });
      });
    return () => controller.abort();
  }, [enabled, rooms, serviceId, day, timeZone, key]);

  if (!access.allowed)
    return (
      <p className="text-sm text-muted-foreground">
        Booking practice rooms is available on the {access.planName ?? "Pro"} plan. Ask the studio about it.
      </p>
    );
  if (!enabled) return <p className="text-sm text-muted-foreground">The studio doesn&apos;t rent practice rooms yet.</p>;
  const current = answer?.key === key ? answer : null;
  const service = rentals.find((item) => item.id === serviceId);

  async function book(room: Option, slot: Slot) {
    const couple = withPartner && access.partnerName !== null;
    await run(`room-${room.id}-${slot.startsAt}`, async () => {
      const { checkoutUrl } = await apiFetch<{ checkoutUrl?: string }>("/api/room-rentals", {
        body: { roomId: room.id, serviceId, startsAt: slot.startsAt, withPartner: couple },
      });
      const paying = payHeldPlace(checkoutUrl, room.name);
      if (paying) return paying;
      return `${room.name} booked for practice${couple ? ` with ${access.partnerName}` : ""}: ${formatWhen(slot.startsAt, slot.endsAt, timeZone, locale)}.`;
    });
    setChosen(null);
    // Booked or taken by someone else first: either way the day's free times have changed.
    setVersion((value) => value + 1);
  }

  return (
    <div className="grid gap-4" aria-busy={current === null}>
      <div className="flex flex-wrap items-end gap-3">
        <DayPickerBar
          what="free rooms"
          services={rentals}
          serviceId={serviceId}
          serviceLabel="Practice time"
          onServiceChange={setServiceId}
          day={day}
          today={today}
          onDayChange={setDay}
        />
      </div>
      {current?.error && <p className="text-sm text-danger">{current.error}</p>}
      {current === null && <p className="text-sm text-muted-foreground">Looking for free rooms…</p>}
      {current?.byRoom && (
        <ul className="grid gap-3 md:grid-cols-2">
          {rooms.map((room) => {
            const slots = current.byRoom?.[room.id] ?? [];
            return (
              <li key={room.id} aria-label={room.name} className="grid gap-2 rounded-lg border border-border bg-card p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: room.color }} />
                  {room.name}
                </p>
                {slots.length === 0 && <p className="text-sm text-muted-foreground">No free time this day.</p>}
                {slots.length > 0 && (
                  <ul aria-label={`Free times in ${room.name}`} className="flex flex-wrap gap-2">
                    {slots.map((slot) => (
                      <li key={slot.startsAt}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Book ${room.name} at ${formatClock(new Date(slot.startsAt), timeZone, locale)}`}
                          onClick={() => setChosen({ room, slot })}
                        >
                          {formatClock(new Date(slot.startsAt), timeZone, locale)}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen && (
          <DialogContent
            title={`Book ${chosen.room.name} for practice?`}
            description={service ? `${service.name} · ${service.durationMinutes} min` : "Practice time"}
          >
            <p className="text-sm">{formatWhen(chosen.slot.startsAt, chosen.slot.endsAt, timeZone, locale)}</p>
            <p className="text-sm">
              Price: <span className="font-medium">{priceText(chosen.slot.price)}</span>
              {withPartner && access.partnerName ? ` for you; ${access.partnerName} pays for their own place.` : ""}
            </p>
            {access.partnerName && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={withPartner}
                  onChange={(event) => setWithPartner(event.target.checked)}
                />
                With my partner, {access.partnerName}
              </label>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setChosen(null)}>
                Not now
              </Button>
              <Button disabled={busy !== null} onClick={() => book(chosen.room, chosen.slot)}>
                Book room
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
