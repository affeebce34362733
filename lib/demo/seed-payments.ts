import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  bookings,
  creditEntries,
  events,
  ledgerEntries,
  packageServices,
  packages,
  services,
  studentPackages,
  students,
} from "@/lib/db/schema";

const DAY = 86_400_000;
const DEMO_STUDENT_EMAIL = "student@promenade.test";

type Entry = typeof ledgerEntries.$inferInsert;
type Sold = typeof studentPackages.$inferInsert & { id: string };

/**
 * Lesson packages and a few months of money for the demo studio, so the Payments screen looks alive:
 * Sam's packages and membership units used by his bookings (or his lessons charged), sales, payments, open
 * balances and one refund for other students. Skipped once the studio has packages; bulk inserts only.
 */
export async function seedPayments(db: Db, studioId: string, now = new Date()): Promise<void> {
  const existing = await db.select({ id: packages.id }).from(packages).where(eq(packages.studioId, studioId)).limit(1);
  if (existing.length > 0) return;
  const serviceRows = await db
    .select({ id: services.id, name: services.name, kind: services.kind, priceCents: services.priceCents })
    .from(services)
    .where(eq(services.studioId, studioId));
  const ids = (kind: string) => serviceRows.filter((row) => row.kind === kind).map((row) => row.id);
  const catalog = [
    { id: randomUUID(), name: "10 Private Lessons", units: 10, priceCents: 85_000, validDays: 180, serviceIds: ids("private") },
    { id: randomUUID(), name: "5 Group Classes", units: 5, priceCents: 11_000, validDays: 90, serviceIds: ids("group") },
    { id: randomUUID(), name: "Practice Party Pass (8)", units: 8, priceCents: 10_000, validDays: 120, serviceIds: ids("practice") },
  ].filter((pkg) => pkg.serviceIds.length > 0);
  if (catalog.length === 0) return;
  await db.insert(packages).values(catalog.map(({ serviceIds: _ids, ...pkg }) => ({ studioId, ...pkg })));
  await db
    .insert(packageServices)
    .values(catalog.flatMap((pkg) => pkg.serviceIds.map((serviceId) => ({ studioId, packageId: pkg.id, serviceId }))));

  const people = await db
    .select({ id: students.id, email: students.email })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.active, true)))
    .orderBy(asc(students.createdAt), asc(students.name));
  const sam = people.find((row) => row.email === DEMO_STUDENT_EMAIL);
  const others = people.filter((row) => row !== sam).slice(0, 18);
  const sold: Sold[] = [];
  const entries: Entry[] = [];
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * 60_000);
  const sell = (studentId: string, pkg: (typeof catalog)[number], daysAgo: number) => {
    const row: Sold = {
      id: randomUUID(),
      studioId,
      studentId,
      packageId: pkg.id,
      name: pkg.name,
      units: pkg.units,
      unitsUsed: 0,
      priceCents: pkg.priceCents,
      serviceIds: pkg.serviceIds,
      purchasedAt: at(daysAgo),
      expiresAt: new Date(at(daysAgo).getTime() + pkg.validDays * DAY),
    };
    sold.push(row);
    entries.push({
      id: randomUUID(),
      studioId,
      studentId,
      kind: "charge",
      amountCents: pkg.priceCents,
      description: pkg.name,
      studentPackageId: row.id,
      createdAt: at(daysAgo),
    });
    return row;
  };
  const pay = (
    studentId: string,
    amountCents: number,
    method: "cash" | "card" | "check" | "other",
    daysAgo: number,
    description = `Payment (${method})`,
    note: string | null = null,
  ) => {
    const id = randomUUID();
    entries.push({ id, studioId, studentId, kind: "payment", amountCents, method, description, note, createdAt: at(daysAgo, 1) });
    return id;
  };
  const [privates, groups, parties] = [
    catalog.find((pkg) => pkg.name.startsWith("10")),
    catalog.find((pkg) => pkg.name.startsWith("5")),
    catalog.find((pkg) => pkg.name.startsWith("Practice")),
  ];

  others.forEach((student, index) => {
    const daysAgo = 10 + ((index * 7) % 110);
    if (index % 3 === 0 && privates) {
      sell(student.id, privates, daysAgo);
      pay(student.id, index % 2 === 0 ? 85_000 : 42_500, "card", daysAgo, `Payment for ${privates.name}`);
    } else if (index % 3 === 1 && groups) {
      sell(student.id, groups, daysAgo);
      if (index % 4 !== 1) pay(student.id, 11_000, "cash", daysAgo, `Payment for ${groups.name}`);
    } else {
      const lesson = serviceRows.find((row) => row.kind === "private");
      if (lesson) {
        entries.push({
          studioId,
          studentId: student.id,
          kind: "charge",
          amountCents: lesson.priceCents,
          description: lesson.name,
          createdAt: at(daysAgo + 7),
        });
        entries.push({
          studioId,
          studentId: student.id,
          kind: "charge",
          amountCents: lesson.priceCents,
          description: lesson.name,
          createdAt: at(daysAgo),
        });
        pay(student.id, lesson.priceCents, index % 2 ? "check" : "cash", daysAgo);
      }
    }
    if (index === 4 && parties) {
      sell(student.id, parties, 25);
      const paid = pay(student.id, 10_000, "card", 25, `Payment for ${parties.name}`);
      entries.push({
        studioId,
        studentId: student.id,
        kind: "refund",
        amountCents: 2_500,
        method: "card",
        description: "Refund of $100.00 payment",
        note: "Two parties cancelled by the studio",
        relatedEntryId: paid,
        createdAt: at(20),
      });
    }
  });

  const samBookings = sam ? await samsLessons(db, studioId, sam.id) : [];
  if (sam && privates && groups) {
    // Sam's first packages ran out; later lessons were paid at the desk or ahead, and yesterday he
    // bought a new package (half paid) whose units are all left. Each booking took a unit from the
    // oldest-expiring package he had when booking, as booking-money does.
    const samPackages = [sell(sam.id, privates, 40), sell(sam.id, groups, 30), sell(sam.id, privates, 1)];
    // His membership's units (seeded just before): a class in one of its periods takes one from it.
    const grants: Sold[] = await db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.studentId, sam.id), isNotNull(studentPackages.membershipId)));
    pay(sam.id, 85_000, "card", 40, `Payment for ${privates.name}`);
    pay(sam.id, 6_000, "cash", 30, `Payment for ${groups.name}`, "Rest at the next class");
    pay(sam.id, 42_500, "card", 1, `Payment for ${privates.name}`, "First half; the rest next month");
    let ahead = 0;
    let unpaid = 0;
    const covers = (pkg: Sold, lesson: { kind: string; serviceId: string }) =>
      pkg.membershipId
        ? (pkg.serviceIds ?? []).includes(lesson.serviceId)
        : pkg.packageId === (lesson.kind === "private" ? privates.id : groups.id);
    const credits: (typeof creditEntries.$inferInsert)[] = [];
    const holders: { bookingId: string; packageId: string }[] = [];
    for (const lesson of samBookings) {
      const bookedAt = new Date(Math.min(now.getTime() - 2 * DAY, lesson.startsAt.getTime() - 3 * DAY));
      const pkg = [...samPackages, ...grants]
        .filter(
          (row) =>
            covers(row, lesson) && row.unitsUsed! < row.units && (row.purchasedAt as Date) <= bookedAt && row.expiresAt > lesson.startsAt,
        )
        .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())[0];
      if (pkg) {
        pkg.unitsUsed! += 1;
        holders.push({ bookingId: lesson.id, packageId: pkg.id });
        credits.push({ studioId, studentPackageId: pkg.id, bookingId: lesson.id, kind: "reserve", createdAt: bookedAt });
        if (lesson.status !== "booked")
          credits.push({ studioId, studentPackageId: pkg.id, bookingId: lesson.id, kind: "consume", createdAt: lesson.startsAt });
      } else if (lesson.priceCents > 0) {
        entries.push({
          studioId,
          studentId: sam.id,
          kind: "charge",
          amountCents: lesson.priceCents,
          description: lesson.name,
          bookingId: lesson.id,
          createdAt: bookedAt,
        });
        // Lessons taken were paid at the desk; those ahead were paid in advance, but for the next three.
        if (lesson.startsAt < now)
          entries.push({
            studioId,
            studentId: sam.id,
            kind: "payment",
            amountCents: lesson.priceCents,
            method: "card",
            description: "Payment (card)",
            createdAt: lesson.startsAt,
          });
        else if (unpaid < 3) unpaid += 1;
        else ahead += lesson.priceCents;
      }
    }
    if (ahead > 0) pay(sam.id, ahead, "check", 2, "Payment (check)", "Lessons booked ahead");
    await db.insert(studentPackages).values(sold);
    for (const grant of grants.filter((row) => row.unitsUsed! > 0))
      await db.update(studentPackages).set({ unitsUsed: grant.unitsUsed }).where(eq(studentPackages.id, grant.id));
    if (credits.length) await db.insert(creditEntries).values(credits);
    for (const holder of holders)
      await db.update(bookings).set({ studentPackageId: holder.packageId }).where(eq(bookings.id, holder.bookingId));
  } else if (sold.length) {
    await db.insert(studentPackages).values(sold);
  }
  // Refunds point at payments: insert in date order so every related entry exists first.
  entries.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  const payments = entries.filter((entry) => entry.kind !== "refund");
  await db.insert(ledgerEntries).values(payments);
  const refunds = entries.filter((entry) => entry.kind === "refund");
  if (refunds.length) await db.insert(ledgerEntries).values(refunds);
}

/** Sam's places (not waitlisted or cancelled) with their service, oldest first. */
async function samsLessons(db: Db, studioId: string, samId: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startsAt: events.startsAt,
      kind: services.kind,
      serviceId: services.id,
      name: services.name,
      priceCents: services.priceCents,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(
      and(
        eq(bookings.studioId, studioId),
        eq(bookings.studentId, samId),
        inArray(bookings.status, ["booked", "attended", "no_show", "late_cancel"]),
        isNull(bookings.studentPackageId),
        ne(events.status, "cancelled"),
      ),
    )
    .orderBy(asc(events.startsAt));
}
