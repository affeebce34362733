import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/sales/route";
import { PATCH as patchRoute } from "@/app/api/sales/[id]/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { bookings, saleCredits, sales, studentPackages } from "@/lib/db/schema";
import { backfillSales } from "@/lib/growth/sales-backfill";
import { recordSale } from "@/lib/growth/sales";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeEvent, makeStudent } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeService, makeStudio } from "../helpers/studio-factory";

async function salesStudio() {
  const { studio, owner } = await makeStudio();
  const mariaMember = await makeMember(studio.id, "instructor", { name: "Maria Lopez" });
  const maria = await makeInstructor(studio.id, { name: "Maria Lopez", userId: mariaMember.user.id });
  const james = await makeInstructor(studio.id, { name: "James Chen" });
  const service = await makeService(studio.id, { name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 9500 });
  const five = await makePackage(studio.id, [service.id], { name: "5 Private Lessons", units: 5, priceCents: 45_000 });
  const twenty = await makePackage(studio.id, [service.id], { name: "20 Private Lessons", units: 20, priceCents: 160_000 });
  const gala = await makePackage(studio.id, [service.id], { name: "Spring Gala", units: 1, priceCents: 12_000, saleCategory: "event" });
  const intro = await makePackage(studio.id, [service.id], { name: "Intro: 2 lessons", units: 2, priceCents: 4_900, introOffer: true });
  const student = await makeStudent(studio.id, { name: "Ada Byron" });
  return { studio, owner, mariaMember, maria, james, service, five, twenty, gala, intro, student };
}

const sell = (s: Awaited<ReturnType<typeof salesStudio>>, packageId: string) =>
  callRoute(sellRoute, {
    token: s.owner.token,
    path: `/api/students/${s.student.id}/packages`,
    params: { id: s.student.id },
    body: { packageId },
  });

async function categories(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ name: sales.name, category: sales.category })
    .from(sales)
    .where(eq(sales.studentId, studentId))
    .orderBy(sales.soldAt);
  return rows.map((row) => `${row.name}: ${row.category}`);
}

describe("sale categories", () => {
  it("derives a student's first, second and fifth program sale; an intro offer and an event package keep their own", async () => {
    const s = await salesStudio();
    for (const pkg of [s.intro, s.five, s.gala, s.twenty, s.five, s.five, s.twenty]) expect((await sell(s, pkg.id)).status).toBe(201);
    expect(await categories(s.student.id)).toEqual([
      "Intro: 2 lessons: first_lesson",
      "5 Private Lessons: original",
      "Spring Gala: event",
      "20 Private Lessons: extension",
      "5 Private Lessons: renewal",
      "5 Private Lessons: renewal",
      // The fifth program sale.
      "20 Private Lessons: renewal",
    ]);
  });

  it("keeps a category set by hand, and credits the seller's instructor record, else the student's most booked instructor", async () => {
    const s = await salesStudio();
    const db = await getDb();
    // Booked with James twice and Maria once in the last 90 days: the owner's sale (no instructor record) credits James.
    for (const [instructor, days] of [
      [s.james, 3],
      [s.james, 10],
      [s.maria, 5],
    ] as const) {
      const event = await makeEvent(s.studio.id, {
        serviceId: s.service.id,
        instructorId: instructor.id,
        startsAt: new Date(Date.now() - days * 86_400_000),
      });
      await db.insert(bookings).values({ studioId: s.studio.id, eventId: event.id, studentId: s.student.id, status: "attended" });
    }
    const first = await sell(s, s.five.id);
    const [sale] = (await callRoute(listRoute, { token: s.owner.token, path: `/api/sales?studentId=${s.student.id}` })).body.sales;
    expect(first.status).toBe(201);
    expect(sale).toMatchObject({ name: "5 Private Lessons", category: "original", categoryByHand: false, amountCents: 45_000 });
    expect(sale.credits).toEqual([{ instructorId: s.james.id, instructor: "James Chen", percent: 100 }]);

    // Maria sells one herself: she is credited.
    const sold = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(studentPackages)
        .values({
          studioId: s.studio.id,
          studentId: s.student.id,
          packageId: s.twenty.id,
          name: "20 Private Lessons",
          units: 20,
          priceCents: 160_000,
          expiresAt: new Date(Date.now() + 86_400_000 * 100),
        })
        .returning({ id: studentPackages.id });
      return recordSale(tx, {
        studioId: s.studio.id,
        studentId: s.student.id,
        kind: "package",
        studentPackageId: row.id,
        packageId: s.twenty.id,
        name: "20 Private Lessons",
        listCents: 160_000,
        soldAt: new Date(),
        userId: s.mariaMember.user.id,
      });
    });
    expect(sold.category).toBe("extension");
    const credits = await db
      .select({ instructorId: saleCredits.instructorId, percent: saleCredits.percent })
      .from(saleCredits)
      .where(eq(saleCredits.saleId, sold.id));
    expect(credits).toEqual([{ instructorId: s.maria.id, percent: 100 }]);

    // The owner calls the extension an event: kept, and the next program sale is the extension.
    const patched = await callRoute(patchRoute, {
      method: "PATCH",
      token: s.owner.token,
      path: `/api/sales/${sold.id}`,
      params: { id: sold.id },
      body: { category: "event" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.sale).toMatchObject({ category: "event", categoryByHand: true });
    await sell(s, s.five.id);
    expect(await categories(s.student.id)).toEqual([
      "5 Private Lessons: original",
      "20 Private Lessons: event",
      "5 Private Lessons: extension",
    ]);
    // Running the backfill again rewrites nothing set by hand.
    await backfillSales(db, s.studio.id);
    expect(await categories(s.student.id)).toEqual([
      "5 Private Lessons: original",
      "20 Private Lessons: event",
      "5 Private Lessons: extension",
    ]);
  });
});

describe("PATCH /api/sales/{id}", () => {
  it("splits the credit by percent; shares must add up to 100, instructors of the studio only, owners only", async () => {
    const s = await salesStudio();
    await sell(s, s.five.id);
    const [sale] = (await callRoute(listRoute, { token: s.owner.token, path: `/api/sales?studentId=${s.student.id}` })).body.sales;
    const patch = (body: unknown, token = s.owner.token) =>
      callRoute(patchRoute, { method: "PATCH", token, path: `/api/sales/${sale.id}`, params: { id: sale.id }, body });

    const split = await patch({
      credits: [
        { instructorId: s.maria.id, percent: 60 },
        { instructorId: s.james.id, percent: 40 },
      ],
    });
    expect(split.status).toBe(200);
    expect(split.body.sale.credits).toEqual([
      { instructorId: s.maria.id, instructor: "Maria Lopez", percent: 60 },
      { instructorId: s.james.id, instructor: "James Chen", percent: 40 },
    ]);
    const short = await patch({
      credits: [
        { instructorId: s.maria.id, percent: 60 },
        { instructorId: s.james.id, percent: 30 },
      ],
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain("add up to 100");
    const twice = await patch({
      credits: [
        { instructorId: s.maria.id, percent: 50 },
        { instructorId: s.maria.id, percent: 50 },
      ],
    });
    expect(twice.status).toBe(400);
    const other = await makeStudio();
    const stranger = await makeInstructor(other.studio.id, { name: "Elsewhere" });
    expect((await patch({ credits: [{ instructorId: stranger.id, percent: 100 }] })).status).toBe(400);
    expect((await patch({ credits: [] }, s.mariaMember.token)).status).toBe(403);
    expect((await patch({})).status).toBe(400);
    const cleared = await patch({ credits: [] });
    expect(cleared.body.sale.credits).toEqual([]);
    // Another studio's owner can't see or change it.
    const foreign = await callRoute(patchRoute, {
      method: "PATCH",
      token: other.owner.token,
      path: `/api/sales/${sale.id}`,
      params: { id: sale.id },
      body: { category: "renewal" },
    });
    expect(foreign.status).toBe(404);
    expect((await callRoute(listRoute, { token: other.owner.token, path: `/api/sales?studentId=${s.student.id}` })).body.sales).toEqual([]);
  });
});

describe("backfill", () => {
  it("gives packages sold before sales existed their sales in order, skipping what was brought forward", async () => {
    const s = await salesStudio();
    const db = await getDb();
    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 15));
    await giveStudentPackage(s.studio.id, s.student.id, s.five, { purchasedAt: day(3) });
    await giveStudentPackage(s.studio.id, s.student.id, s.twenty, { purchasedAt: day(20) });
    await giveStudentPackage(s.studio.id, s.student.id, s.gala, { purchasedAt: day(10) });
    const imported = await giveStudentPackage(s.studio.id, s.student.id, s.five, { purchasedAt: day(1) });
    await db
      .update(studentPackages)
      .set({ broughtForward: true })
      .where(and(eq(studentPackages.studioId, s.studio.id), eq(studentPackages.id, imported.id)));
    await backfillSales(db, s.studio.id);
    await backfillSales(db, s.studio.id);
    expect(await categories(s.student.id)).toEqual(["5 Private Lessons: original", "Spring Gala: event", "20 Private Lessons: extension"]);
  });
});
