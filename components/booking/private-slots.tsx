"use client";

import { useEffect, useState } from "react";
import { formatClock } from "@/components/schedule/format";
import type { Option, ServiceOption } from "@/components/schedule/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/input";
import { failureResult } from "@/components/forms/failure-result";
import { PromoCodeInput } from "@/components/growth/promo/promo-code-input";
import { apiFetch } from "@/lib/api/api-fetch";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { type BookingCost, type BookingPrice, costText, priceText } from "@/lib/money/price-text";
import { DayPickerBar } from "./day-picker-bar";
import { payHeldPlace } from "./pay-held-place";
import { formatWhen } from "./when";
import { useChoiceBeforeHydration } from "@/components/forms/use-choice-before-hydration";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Slot = { startsAt: string; endsAt: string; price: BookingPrice };
type Props = {
  instructors: Option[];
  services: ServiceOption[];
  timeZone: string;
  /** The studio's currency: what booking cost is said in it. */
  currency: string;
  today: string;
  busy: string | null;
  run: (key: string, action: () => Promise<string>) => Promise<boolean>;
  /** Called when the student changes the promo code: a refusal of the one before no longer applies. */
  onCodeChange?: () => void;
};

const SELECT = "h-10 rounded-md border border-border bg-card px-3 text-sm";

/** An instructor's free private-lesson slots for one day (GET /api/availability), booked with one confirm. */
export function PrivateSlots({ instructors, services, timeZone, currency, today, busy, run, onCodeChange }: Props) {
  const locale = useStudioLocale();
  const privateServices = services.filter((service) => service.kind === "private");
  const [instructorId, setInstructorId] = useState(instructors[0]?.id ?? "");
  const [serviceId, setServiceId] = useState(privateServices[0]?.id ?? "");
  const [day, setDay] = useState(today);
  // Answers are kept with the question they answer: a stale day's slots never show under a new day.
  const [answer, setAnswer] = useState<{ key: string; slots?: Slot[]; error?: string } | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [version, setVersion] = useState(0);
  // A promo code for a lesson that costs money (asked in the confirm dialog); kept while the student tries another time.
  const [promoCode, setPromoCode] = useState("");
  const instructorRef = useChoiceBeforeHydration<HTMLSelectElement>(instructorId, setInstructorId);

  useEffect(() => {
    if (!instructorId || !serviceId) return;
    const controller = new AbortController();
    const from = localToInstant(day, "00:00", timeZone).toISOString();
    const to = localToInstant(addDays(day, 1), "00:00", timeZone).toISOString();
    const query = new URLSearchParams({ instructorId, serviceId, from, to });
    const key = `${query}#${version}`;
    apiFetch<{ slots: Slot[] }>(`/api/availability?${query}`, { signal: controller.signal })
      .then((result) => setAnswer({ key, slots: result.slots }))
      .catch((reason) => {
        if ((reason as Error).name !== "AbortError")
          setAnswer({ key, error: failureResult(reason, "Free slots couldn't be loaded.").text });
      });
    return () => controller.abort();
  }, [instructorId, serviceId, day, timeZone, version]);

  if (privateServices.length === 0 || instructors.length === 0)
    return <p className="text-sm text-muted-foreground">The studio doesn&apos;t offer private lessons yet.</p>;
  const currentKey = `${new URLSearchParams({
    instructorId,
    serviceId,
    from: localToInstant(day, "00:00", timeZone).toISOString(),
    to: localToInstant(addDays(day, 1), "00:00", timeZone).toISOString(),
  })}#${version}`;
  const current = answer?.key === currentKey ? answer : null;
  const slots = current?.slots ?? null;
  const error = current?.error ?? null;
  const instructorName = instructors.find((item) => item.id === instructorId)?.name ?? "";
  const service = privateServices.find((item) => item.id === serviceId);
  // One price for the day's times, said once above them; the confirm dialog says each slot's own.
  const dayPrices = new Set(slots?.map((slot) => priceText(slot.price)));

  async function book(slot: Slot) {
    const code = slot.price.kind === "charge" ? promoCode.trim() : "";
    const booked = await run(`slot-${slot.startsAt}`, async () => {
      const { money, checkoutUrl } = await apiFetch<{ money?: BookingCost; checkoutUrl?: string }>("/api/private-lessons", {
        body: { instructorId, serviceId, startsAt: slot.startsAt, ...(code ? { promoCode: code } : {}) },
      });
      const paying = payHeldPlace(checkoutUrl, `Private lesson with ${instructorName}`);
      if (paying) return paying;
      const cost = costText(money, currency);
      return `Private lesson with ${instructorName} booked for ${formatWhen(slot.startsAt, slot.endsAt, timeZone, locale)}.${cost ? ` ${cost}` : ""}`;
    });
    if (booked && code) setPromoCode("");
    setChosen(null);
    // Booked or taken by someone else first: either way the day's free slots have changed.
    setVersion((value) => value + 1);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="slot-instructor">Instructor</Label>
          <select
            id="slot-instructor"
            ref={instructorRef}
            className={SELECT}
            value={instructorId}
            onChange={(event) => setInstructorId(event.target.value)}
          >
            {instructors.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <DayPickerBar
          what="free times"
          services={privateServices}
          serviceId={serviceId}
          serviceLabel="Lesson"
          onServiceChange={setServiceId}
          day={day}
          today={today}
          onDayChange={setDay}
        />
      </div>
      {error && <p className="text-sm text-danger">{error}</p>}
      {!error && slots === null && <p className="text-sm text-muted-foreground">Looking for free times…</p>}
      {slots?.length === 0 && (
        <p className="text-sm text-muted-foreground">{instructorName} has no free time this day. Try the next day.</p>
      )}
      {slots && dayPrices.size === 1 && (
        <p className="text-sm">
          Price: <span className="font-medium">{[...dayPrices][0]}</span>
        </p>
      )}
      {slots && slots.length > 0 && (
        <ul aria-label={`Free times with ${instructorName}`} className="flex flex-wrap gap-2">
          {slots.map((slot) => (
            <li key={slot.startsAt}>
              <Button size="sm" variant="secondary" onClick={() => setChosen(slot)}>
                {formatClock(new Date(slot.startsAt), timeZone, locale)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen && (
          <DialogContent title="Book this private lesson?" description={`${service?.name ?? "Private lesson"} with ${instructorName}`}>
            <p className="text-sm">{formatWhen(chosen.startsAt, chosen.endsAt, timeZone, locale)}</p>
            <p className="text-sm">
              Price: <span className="font-medium">{priceText(chosen.price)}</span>
            </p>
            {chosen.price.kind === "charge" && (
              <PromoCodeInput
                id="slot-promo-code"
                value={promoCode}
                hint="Its discount comes off this lesson's price."
                onChange={(code) => {
                  setPromoCode(code);
                  onCodeChange?.();
                }}
              />
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setChosen(null)}>
                Not now
              </Button>
              <Button disabled={busy !== null} onClick={() => book(chosen)}>
                Book lesson
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
