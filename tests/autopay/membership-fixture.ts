import { and, asc, eq } from "drizzle-orm";
import { ensureMembershipItems } from "@/lib/autopay/membership-periods";
import { runAutopay } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { membershipPlans, paymentItems, studentMemberships, studentPackages } from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { saveCard } from "../helpers/autopay-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeService, makeStudio } from "../helpers/studio-factory";

/** The studios here keep New York's clocks (the studio factory's default). */
export const NEW_YORK = "America/New_York";

/** The instant New York's clocks show `day` `time`. */
export const localAt = (day: string, time = "12:00") => localToInstant(day, time, NEW_YORK);

/**
 * A studio with its own Stripe account, a group class and a private lesson service, and a student
 * with an account (and, unless `card: false`, a card saved on the studio's account).
 */
export async function memberStudio(options: { card?: boolean } = {}) {
  const db = await getDb();
  const { studio, owner } = await makeStudio();
  const group = await makeService(studio.id, { name: "Bronze Waltz", kind: "group", durationMinutes: 60, defaultCapacity: 20 });
  const privateLesson = await makeService(studio.id, { name: "Private Lesson", kind: "private" });
  const member = await makeStudentMember(studio.id, { email: `m-${studio.id.slice(0, 8)}@example.test` });
  const accountId = await connectStudio(db, studio.id);
  if (options.card !== false) await saveCard(studio.id, accountId, member.student.id);
  return { db, studio, owner, group, privateLesson, member, student: member.student, accountId };
}

/** A plan written straight to the table: "Unlimited group classes", $120 a month, unless told otherwise. */
export async function makePlan(studioId: string, values: Partial<typeof membershipPlans.$inferInsert> = {}) {
  const db = await getDb();
  const [plan] = await db
    .insert(membershipPlans)
    .values({ studioId, name: "Unlimited group classes", priceCents: 12_000, period: "month", unlimitedClasses: true, ...values })
    .returning();
  return plan;
}

/** What the charging run does each minute, at `now`: the periods written, then what is due charged. */
export async function tick(now: Date) {
  const db = await getDb();
  await ensureMembershipItems(db, now);
  return runAutopay(db, { now });
}

export async function itemsOf(studioId: string, membershipId: string) {
  const db = await getDb();
  return db
    .select()
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.membershipId, membershipId)))
    .orderBy(asc(paymentItems.sequence));
}

export async function grantsOf(studioId: string, membershipId: string) {
  const db = await getDb();
  return db
    .select()
    .from(studentPackages)
    .where(and(eq(studentPackages.studioId, studioId), eq(studentPackages.membershipId, membershipId)))
    .orderBy(asc(studentPackages.grantPeriod), asc(studentPackages.grantKind));
}

export async function membershipRow(studioId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(studentMemberships)
    .where(and(eq(studentMemberships.studioId, studioId), eq(studentMemberships.id, id)));
  return row;
}

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) days.push(day);
  return days;
}
