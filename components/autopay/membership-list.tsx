import type { StudioLocale } from "@/lib/studio/locales";
import { Tag } from "@/components/ui/tag";
import { addDays } from "@/lib/dates/wall-time";
import { MEMBERSHIP_STATES, benefitText, formatLocalDay, pricePerPeriod, type Membership } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** What an instructor reads of a membership: what it covers and when, not its price or charges. */
export type MembershipSeen = Omit<Membership, "priceCents" | "nextChargeOn"> & Partial<Pick<Membership, "priceCents" | "nextChargeOn">>;

/**
 * A student's memberships, current ones first: state, what they give, price and next charge (when
 * the reader sees money), pause and end days. `you`: the student reads their own ("Your card").
 */
export function MembershipList({
  memberships,
  currency,
  you = false,
  actions,
}: {
  memberships: MembershipSeen[];
  currency: string;
  you?: boolean;
  actions?: (membership: MembershipSeen) => React.ReactNode;
}) {
  const locale = useStudioLocale();
  const ordered = [...memberships].sort(
    (a, b) => Number(a.state === "ended") - Number(b.state === "ended") || b.startsOn.localeCompare(a.startsOn),
  );
  return (
    <ul className="grid gap-2" aria-label="Memberships">
      {ordered.map((membership) => {
        const state = MEMBERSHIP_STATES[membership.state];
        return (
          <li
            key={membership.id}
            className={`grid gap-1 rounded-lg border border-border p-3 text-sm ${membership.state === "ended" ? "bg-muted" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{membership.name}</span>
              <Tag tone={state.tone}>{state.label}</Tag>
            </div>
            {summaryOf(membership, currency) && <span>{summaryOf(membership, currency)}</span>}
            {factsOf(membership, you, locale).map((fact) => (
              <span key={fact} className={fact.startsWith("Past due") ? "text-danger" : "text-muted-foreground"}>
                {fact}
              </span>
            ))}
            {actions?.(membership)}
          </li>
        );
      })}
    </ul>
  );
}

/** What it gives and costs; a plan named for what it gives ("Unlimited group classes") doesn't say it twice. */
function summaryOf(membership: MembershipSeen, currency: string): string {
  const benefit = benefitText(membership);
  return [
    benefit === membership.name ? null : benefit,
    membership.priceCents === undefined ? null : pricePerPeriod(membership.priceCents, membership.period, currency),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The days that matter for this membership's state, in plain words. */
function factsOf(membership: MembershipSeen, you: boolean, locale: StudioLocale): string[] {
  const day = (date: string) => formatLocalDay(date, locale);
  const facts: string[] = [];
  if (membership.state === "past_due")
    facts.push(
      you
        ? "Past due: a payment failed, so its lessons are on hold. Pay it or update your card to book again."
        : "Past due: a payment failed, so its lessons are on hold until it is paid.",
    );
  if (membership.state === "upcoming") facts.push(`Starts ${day(membership.startsOn)}`);
  else if (membership.state !== "ended") facts.push(`Member since ${day(membership.startsOn)}`);
  if (membership.pausedFrom && membership.pausedUntil && membership.state !== "ended")
    facts.push(`Paused ${day(membership.pausedFrom)} – runs again ${day(membership.pausedUntil)}`);
  // `endsOn` is the first day it no longer runs.
  if (membership.endsOn)
    facts.push(membership.state === "ended" ? `Ended ${day(membership.endsOn)}` : `Last day ${day(addDays(membership.endsOn, -1))}`);
  else if (membership.commitmentEndsOn) facts.push(`Minimum term until ${day(membership.commitmentEndsOn)}`);
  if (membership.nextChargeOn && membership.state !== "ended") facts.push(`Next charge ${day(membership.nextChargeOn)}`);
  return facts;
}
