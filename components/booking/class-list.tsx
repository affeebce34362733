"use client";

import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import type { OpenClass } from "@/lib/booking/student-schedule";
import { type BookingCost, costText, priceText } from "@/lib/money/price-text";
import { payHeldPlace } from "./pay-held-place";
import { formatWhen } from "./when";
import { plural } from "@/lib/text/plural";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { StudioLocale } from "@/lib/studio/locales";

type Props = {
  classes: OpenClass[];
  timeZone: string;
  /** The studio's currency: what booking cost is said in it. */
  currency: string;
  busy: string | null;
  run: (key: string, action: () => Promise<string>) => Promise<boolean>;
  /** A promo code typed for the next paid class: sent with a booking that costs money, cleared once used. */
  promoCode?: string;
  onCodeUsed?: () => void;
};

/** The studio's group classes with their free places; Book (as lead or follow when the class balances partners). */
export function ClassList({ classes, timeZone, currency, busy, run, promoCode = "", onCodeUsed }: Props) {
  const locale = useStudioLocale();
  if (classes.length === 0) return <p className="text-sm text-muted-foreground">No group classes in the next two weeks.</p>;
  return (
    <ul className="grid gap-3">
      {classes.map((item) => (
        <li
          key={item.id}
          aria-label={`${item.title}, ${formatWhen(item.startsAt, item.endsAt, timeZone, locale)}`}
          className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="min-w-0">
            <p className="font-semibold">{item.title}</p>
            <p className="text-sm text-muted-foreground">{formatWhen(item.startsAt, item.endsAt, timeZone, locale)}</p>
            <p className="text-sm text-muted-foreground">{[item.instructorName, item.roomName].filter(Boolean).join(" · ")}</p>
            <p className="mt-1 text-sm">{placesText(item)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            {/* What booking costs this student, beside the button: from the server (their package's unit, or the class's price). */}
            {!item.mine && <p className="text-sm font-medium">{priceText(item.price)}</p>}
            {item.mine ? (
              <p
                className={
                  item.mine.status === "booked"
                    ? "rounded-md bg-success-soft px-3 py-1.5 text-sm font-medium text-success"
                    : "rounded-md bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary"
                }
              >
                {item.mine.status === "booked"
                  ? "You're booked"
                  : item.mine.status === "held"
                    ? "Held while you pay"
                    : `Waitlisted, position ${item.mine.position}`}
              </p>
            ) : item.opensAt ? (
              // Priority booking: this class hasn't opened for this student yet (the server refuses it too).
              <p
                className="rounded-md bg-muted px-3 py-1.5 text-sm font-medium"
                title={`Booking opens for you ${formatOpening(item.opensAt, timeZone, locale)}`}
              >
                Opens {formatOpening(item.opensAt, timeZone, locale)}
              </p>
            ) : (
              bookButtons(item).map((choice) => (
                <Button
                  key={choice.label}
                  size="sm"
                  variant={choice.full ? "secondary" : "primary"}
                  disabled={busy !== null}
                  aria-label={bookLabel(choice.label, item, timeZone, locale)}
                  onClick={async () => {
                    const code = item.price.kind === "charge" && !choice.full ? promoCode.trim() : "";
                    const booked = await run(`${item.id}-${choice.role ?? ""}`, () => book(item, choice.role, currency, code));
                    if (booked && code) onCodeUsed?.();
                  }}
                >
                  {choice.label}
                </Button>
              ))
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

async function book(item: OpenClass, role: "lead" | "follow" | undefined, currency: string, promoCode: string): Promise<string> {
  const { booking, money, checkoutUrl } = await apiFetch<{
    booking: { status: "booked" | "waitlisted" | "held"; position?: number };
    money?: BookingCost;
    checkoutUrl?: string;
  }>(`/api/events/${item.id}/bookings`, { body: { ...(role ? { role } : {}), ...(promoCode ? { promoCode } : {}) } });
  const paying = payHeldPlace(checkoutUrl, item.title);
  if (paying) return paying;
  const cost = costText(money, currency);
  return booking.status === "booked"
    ? `Booked: ${item.title}.${cost ? ` ${cost}` : ""}`
    : `${item.title} is full: you're waitlisted, position ${booking.position}. We'll move you in if a place frees up.`;
}

function isPartnered(item: OpenClass): boolean {
  return item.leadCap !== null || item.followCap !== null;
}

function hasRoom(item: OpenClass, role: "lead" | "follow" | null): boolean {
  if (item.places.total >= item.capacity) return false;
  if (role === "lead" && item.leadCap !== null) return item.places.lead < item.leadCap;
  if (role === "follow" && item.followCap !== null) return item.places.follow < item.followCap;
  return true;
}

function bookButtons(item: OpenClass): { label: string; role?: "lead" | "follow"; full: boolean }[] {
  if (!isPartnered(item)) {
    const full = !hasRoom(item, null);
    return [{ label: full ? "Join waitlist" : "Book", full }];
  }
  return (["lead", "follow"] as const).map((role) => {
    const full = !hasRoom(item, role);
    return { label: full ? `Waitlist as ${role}` : `Book as ${role}`, role, full };
  });
}

function placesText(item: OpenClass): string {
  const free = Math.max(0, item.capacity - item.places.total);
  const overall = free === 0 ? "Full" : `${free} of ${plural(item.capacity, "place")} free`;
  if (!isPartnered(item)) return overall;
  const lead = item.leadCap === null ? "" : ` · leads ${item.places.lead}/${item.leadCap}`;
  const follow = item.followCap === null ? "" : ` · follows ${item.places.follow}/${item.followCap}`;
  return overall + lead + follow;
}

/** "Tue Dec 1, 7:00 PM" (en-US) or "Tue 1 Dec, 19:00" (en-GB) in the studio's zone. */
function formatOpening(iso: string, timeZone: string, locale: StudioLocale): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone })
    .format(new Date(iso))
    .replace(",", "");
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
  return `${day}, ${time}`;
}

/**
 * "Book: Group Class, Tuesday, December 1, 2026 · 7:00 PM–8:00 PM, with James Chen": two classes of
 * one name at one time differ by who teaches, so a screen reader's list of buttons tells them apart.
 */
function bookLabel(verb: string, item: OpenClass, timeZone: string, locale: StudioLocale): string {
  const teacher = item.instructorName ? `, with ${item.instructorName}` : "";
  return `${verb}: ${item.title}, ${formatWhen(item.startsAt, item.endsAt, timeZone, locale)}${teacher}`;
}
