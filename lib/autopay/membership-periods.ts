import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { paymentItems, services, studentMemberships, studentPackages } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { chargeInstant, periodEnd, periodStart } from "./periods";

/** How far ahead a period's charge is written, so the next one shows on the schedule (and its notice can go out). */
export const ITEM_HORIZON_DAYS = 35;

/** A grant of unlimited group classes: a count nobody reaches in a period, shown as "Unlimited". */
export const UNLIMITED_UNITS = 1000;

/** What the periods of a membership are worked out from: its copied terms and its pause and end. */
export const MEMBERSHIP_TERMS = {
  id: studentMemberships.id,
  studioId: studentMemberships.studioId,
  studentId: studentMemberships.studentId,
  name: studentMemberships.name,
  priceCents: studentMemberships.priceCents,
  period: studentMemberships.period,
  unlimitedClasses: studentMemberships.unlimitedClasses,
  privateUnits: studentMemberships.privateUnits,
  classUnits: studentMemberships.classUnits,
  unused: studentMemberships.unused,
  rollOverCap: studentMemberships.rollOverCap,
  startsOn: studentMemberships.startsOn,
  pausedFrom: studentMemberships.pausedFrom,
  pausedUntil: studentMemberships.pausedUntil,
  endsOn: studentMemberships.endsOn,
  pastDueSince: studentMemberships.pastDueSince,
};
export type MembershipTerms = { [Key in keyof typeof MEMBERSHIP_TERMS]: (typeof studentMemberships.$inferSelect)[Key] };

type GrantKind = "private" | "class" | "unlimited";

/** Whether a period starting on `start` falls in the membership's pause (no charge, no benefits). */
export function startsInPause(terms: Pick<MembershipTerms, "pausedFrom" | "pausedUntil">, start: string): boolean {
  return terms.pausedFrom !== null && terms.pausedUntil !== null && start >= terms.pausedFrom && start < terms.pausedUntil;
}

/**
 * The periods (0-based) from `fromIndex` on that run: starting no later than `lastDay`, before the
 * membership ends, and not in its pause.
 */
export function runningPeriods(terms: MembershipTerms, fromIndex: number, lastDay: string): number[] {
  const found: number[] = [];
  for (let index = Math.max(0, fromIndex); ; index += 1) {
    const start = periodStart(terms.startsOn, terms.period, index);
    if (start > lastDay || (terms.endsOn !== null && start >= terms.endsOn)) return found;
    if (!startsInPause(terms, start)) found.push(index);
  }
}

/** The first period starting on or after `day`. */
export function firstPeriodFrom(terms: Pick<MembershipTerms, "startsOn" | "period">, day: string): number {
  let index = 0;
  while (periodStart(terms.startsOn, terms.period, index) < day) index += 1;
  return index;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Dec 1 – Dec 31": the days a period's charge pays for. */
export function periodRange(start: string, end: string): string {
  return `${dayFormat.format(asDate(start))} – ${dayFormat.format(asDate(end))}`;
}

/** What a period's charge says on the ledger and the receipt: "Unlimited group classes · Dec 1 – Dec 31". */
export function periodDescription(name: string, start: string, end: string): string {
  return `${name} · ${periodRange(start, end)}`;
}

/** A sign-up fee's line on the ledger. */
export function signUpFeeDescription(name: string): string {
  return `${name} · sign-up fee`;
}

const KIND_WORDS: Record<GrantKind, string> = { private: "private lessons", class: "group classes", unlimited: "group classes" };

/** A grant's name on the packages list: "Unlimited group classes · December" (a month from the 1st), else its days. */
function grantName(terms: MembershipTerms, kinds: GrantKind[], kind: GrantKind, start: string, end: string): string {
  const calendarMonth = terms.period === "month" && start.endsWith("-01");
  const when = calendarMonth ? monthFormat.format(asDate(start)) : periodRange(start, end);
  return kinds.length > 1 ? `${terms.name} · ${when} · ${KIND_WORDS[kind]}` : `${terms.name} · ${when}`;
}

function grantKinds(terms: MembershipTerms): GrantKind[] {
  const kinds: GrantKind[] = [];
  if (terms.privateUnits > 0) kinds.push("private");
  if (terms.unlimitedClasses) kinds.push("unlimited");
  else if (terms.classUnits > 0) kinds.push("class");
  return kinds;
}

/** The studio's services a grant of each kind covers: private lessons, or group classes. */
async function coveredServices(tx: Tx, studioId: string): Promise<{ private: string[]; group: string[] }> {
  const rows = await tx
    .select({ id: services.id, kind: services.kind })
    .from(services)
    .where(and(eq(services.studioId, studioId), inArray(services.kind, ["private", "group"])));
  return {
    private: rows.filter((row) => row.kind === "private").map((row) => row.id),
    group: rows.filter((row) => row.kind === "group").map((row) => row.id),
  };
}

export type EnsureFrom = { items: number; grants: number };

/**
 * Writes what a membership's periods need by `now`, in the caller's transaction: the charge of each
 * period (from `from.items`) starting within the horizon, and the grants of each period (from
 * `from.grants`) that has begun. Idempotent: the unique keys (membership, period) make a second
 * writer's rows no-ops. Answers the ids and due days of the charges it wrote, and how many rows.
 */
export async function ensurePeriods(
  tx: Tx,
  terms: MembershipTerms,
  timeZone: string,
  now: Date,
  from: EnsureFrom,
): Promise<{ items: { id: string; dueOn: string }[]; written: number }> {
  const today = instantToLocal(now, timeZone).date;
  let written = 0;
  const items: { id: string; dueOn: string }[] = [];
  const charged = terms.priceCents > 0 ? runningPeriods(terms, from.items, addDays(today, ITEM_HORIZON_DAYS)) : [];
  if (charged.length) {
    const rows = await tx
      .insert(paymentItems)
      .values(
        charged.map((index) => {
          const start = periodStart(terms.startsOn, terms.period, index);
          const end = periodEnd(terms.startsOn, terms.period, index);
          return {
            studioId: terms.studioId,
            studentId: terms.studentId,
            source: "membership" as const,
            membershipId: terms.id,
            sequence: index + 1,
            periodStart: start,
            periodEnd: end,
            dueOn: start,
            amountCents: terms.priceCents,
            description: periodDescription(terms.name, start, end),
            nextAttemptAt: chargeInstant(start, timeZone),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: paymentItems.id, dueOn: paymentItems.dueOn });
    for (const row of rows) items.push({ id: row.id, dueOn: row.dueOn! });
    written += rows.length;
  }

  const begun = runningPeriods(terms, from.grants, today);
  if (begun.length) {
    const kinds = grantKinds(terms);
    const covered = await coveredServices(tx, terms.studioId);
    for (const index of begun) written += await writeGrants(tx, terms, timeZone, index, kinds, covered);
  }
  return { items, written };
}

/** The instant a local day begins in the studio (a grant ends as its period's last day does). */
export function startOfDay(day: string, timeZone: string): Date {
  return localToInstant(day, "00:00", timeZone);
}

/** The grants of one period, each kind once; unused units of the previous period's grant roll over up to the cap. */
async function writeGrants(
  tx: Tx,
  terms: MembershipTerms,
  timeZone: string,
  index: number,
  kinds: GrantKind[],
  covered: { private: string[]; group: string[] },
): Promise<number> {
  const start = periodStart(terms.startsOn, terms.period, index);
  const end = periodEnd(terms.startsOn, terms.period, index);
  const naturalEnd = startOfDay(addDays(end, 1), timeZone);
  // A pause starting during the period ends its benefits when the pause begins.
  const pausedWithin = terms.pausedFrom !== null && terms.pausedFrom > start && terms.pausedFrom <= end;
  const expiresAt = pausedWithin ? startOfDay(terms.pausedFrom!, timeZone) : naturalEnd;
  const previous =
    terms.unused === "roll_over" && index > 0
      ? await tx
          .select({ kind: studentPackages.grantKind, left: sql<number>`${studentPackages.units} - ${studentPackages.unitsUsed}` })
          .from(studentPackages)
          .where(
            and(
              eq(studentPackages.studioId, terms.studioId),
              eq(studentPackages.membershipId, terms.id),
              eq(studentPackages.grantPeriod, index),
            ),
          )
      : [];
  const rows = await tx
    .insert(studentPackages)
    .values(
      kinds.map((kind) => {
        const base = kind === "unlimited" ? UNLIMITED_UNITS : kind === "private" ? terms.privateUnits : terms.classUnits;
        const left = Number(previous.find((row) => row.kind === kind)?.left ?? 0);
        const carried = kind === "unlimited" ? 0 : Math.min(Math.max(left, 0), terms.rollOverCap);
        return {
          studioId: terms.studioId,
          studentId: terms.studentId,
          packageId: null,
          membershipId: terms.id,
          grantPeriod: index + 1,
          grantKind: kind,
          suspended: terms.pastDueSince !== null,
          name: grantName(terms, kinds, kind, start, end),
          units: base + carried,
          priceCents: 0,
          serviceIds: kind === "private" ? covered.private : covered.group,
          purchasedAt: startOfDay(start, timeZone),
          expiresAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: studentPackages.id });
  return rows.length;
}

type Candidate = { id: string; studioId: string; timeZone: string };

/**
 * The charging run's first step, in every process every minute, over all studios: for each running
 * membership, the charge of every period starting within ITEM_HORIZON_DAYS of the studio's today
 * (due on its first day at CHARGE_TIME) and the grants of every period that has begun. One query
 * finds the memberships whose next period (after the last one written) is due for either, so the
 * others are not read at all; each found one is then written in its own short transaction, holding
 * its row (a pause or cancel waits, another process skips it). Answers how many rows were written.
 */
export async function ensureMembershipItems(db: Db, now: Date): Promise<number> {
  // No studio's today is later than UTC's tomorrow: the query's days are generous, the writes exact.
  const latestToday = addDays(now.toISOString().slice(0, 10), 1);
  const itemBound = addDays(latestToday, ITEM_HORIZON_DAYS);
  const next = (done: SQL) =>
    sql`(case when m.period = 'month' then (m.starts_on + make_interval(months => ${done}))::date else m.starts_on + 7 * ${done} end)`;
  const open = (start: SQL, bound: string) =>
    sql`${start} <= ${bound}::date and (m.ends_on is null or ${start} < m.ends_on)
      and not (m.paused_from is not null and ${start} >= m.paused_from and ${start} < m.paused_until and m.paused_until > ${bound}::date)`;
  const itemsDone = sql`coalesce(it.done, 0)`;
  const grantsDone = sql`coalesce(gr.done, 0)`;
  const candidates = await queryRows<Candidate>(
    db,
    sql`select m.id, m.studio_id as "studioId", s.time_zone as "timeZone"
      from student_memberships m
      join studios s on s.id = m.studio_id
      left join lateral (select max(i.sequence) as done from payment_items i
        where i.studio_id = m.studio_id and i.membership_id = m.id) it on true
      left join lateral (select max(g.grant_period) as done from student_packages g
        where g.studio_id = m.studio_id and g.membership_id = m.id) gr on true
      where (m.ends_on is null or m.ends_on > ${addDays(latestToday, -2)}::date)
        and ((m.price_cents > 0 and ${open(next(itemsDone), itemBound)}) or (${open(next(grantsDone), latestToday)}))`,
  );
  let written = 0;
  for (const candidate of candidates) written += await ensureOne(db, candidate, now);
  return written;
}

/** One membership's periods, from the ones after the last written (a period skipped by a past pause stays skipped). */
async function ensureOne(db: Db, candidate: Candidate, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [terms] = await tx
      .select(MEMBERSHIP_TERMS)
      .from(studentMemberships)
      .where(and(eq(studentMemberships.studioId, candidate.studioId), eq(studentMemberships.id, candidate.id)))
      .for("update", { skipLocked: true });
    if (!terms) return 0;
    const from = await writtenThrough(tx, terms);
    return (await ensurePeriods(tx, terms, candidate.timeZone, now, from)).written;
  });
}

/** The first period (0-based) whose charge, and whose grants, are not written yet: after the last of each. */
export async function writtenThrough(tx: Tx, terms: Pick<MembershipTerms, "id" | "studioId">): Promise<EnsureFrom> {
  const [items] = await tx
    .select({ done: sql<number | null>`max(${paymentItems.sequence})` })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, terms.studioId), eq(paymentItems.membershipId, terms.id)));
  const [grants] = await tx
    .select({ done: sql<number | null>`max(${studentPackages.grantPeriod})` })
    .from(studentPackages)
    .where(and(eq(studentPackages.studioId, terms.studioId), eq(studentPackages.membershipId, terms.id)));
  return { items: Number(items?.done ?? 0), grants: Number(grants?.done ?? 0) };
}
