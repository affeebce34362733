import { describe, expect, it } from "vitest";
import { GET as salesRoute } from "@/app/api/reports/sales/route";
import { getDb } from "@/lib/db/client";
import { inquiries, inquiryEvents, saleCredits, sales, studentSources, type SALE_CATEGORIES } from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeService, makeStudio } from "../helpers/studio-factory";

type SaleCategory = (typeof SALE_CATEGORIES)[number];

const TZ = "America/New_York";
const at = (date: string, time = "12:00") => localToInstant(date, time, TZ);
const MARCH = "from=2025-03-01&to=2025-03-31";

/** A studio with a month of inquiries, first lessons and sales whose funnel is worked out by hand below. */
async function funnelStudio(plan: "basic" | "pro" = "pro") {
  const db = await getDb();
  const { studio, owner } = await makeStudio({ plan, timeZone: TZ });
  const instructorMember = await makeMember(studio.id, "instructor");
  const maria = await makeInstructor(studio.id, { name: "Maria Lopez" });
  const james = await makeInstructor(studio.id, { name: "James Chen" });
  const student = (name: string) => makeStudent(studio.id, { name });
  const [ada, ben, cy, dot, eli] = await Promise.all(["Ada", "Ben", "Cy", "Dot", "Eli"].map(student));
  const inquiry = async (values: Partial<typeof inquiries.$inferInsert> & { name: string; createdAt: Date }, firstLessonAt?: Date) => {
    const [row] = await db
      .insert(inquiries)
      .values({ studioId: studio.id, origin: "first_lesson_form", ...values })
      .returning({ id: inquiries.id });
    if (firstLessonAt)
      await db.insert(inquiryEvents).values({ studioId: studio.id, inquiryId: row.id, stage: "first_lesson_taken", at: firstLessonAt });
  };
  // March: 4 inquiries (2 from Instagram, a walk-in, one from February's first lesson), 3 first lessons in March.
  await inquiry(
    { name: "Ada", studentId: ada.id, source: { ref: "instagram" }, assignedTo: maria.id, createdAt: at("2025-03-02") },
    at("2025-03-05"),
  );
  await inquiry(
    { name: "Ben", studentId: ben.id, source: { ref: "instagram" }, assignedTo: maria.id, createdAt: at("2025-03-03") },
    at("2025-03-08"),
  );
  await inquiry({ name: "Walk-in", origin: "walk_in", assignedTo: james.id, createdAt: at("2025-03-10") });
  await inquiry({ name: "Cy", studentId: cy.id, origin: "phone", createdAt: at("2025-02-20") }, at("2025-03-01", "10:00"));
  await inquiry({ name: "Late", createdAt: at("2025-03-20") });
  // February: 1 inquiry (Cy, above) and no first lesson.
  await db.insert(studentSources).values({ studioId: studio.id, studentId: dot.id, label: "google", source: { utmSource: "google" } });
  const service = await makeService(studio.id, { name: "Private Lesson", kind: "private" });
  const pkg = await makePackage(studio.id, [service.id]);
  const sale = async (who: { id: string }, category: SaleCategory, dollars: number, soldAt: Date, credits: [string, number][] = []) => {
    const sold = await giveStudentPackage(studio.id, who.id, pkg, { purchasedAt: soldAt });
    const amountCents = dollars * 100;
    const [row] = await db
      .insert(sales)
      .values({
        studioId: studio.id,
        studentId: who.id,
        kind: "package",
        studentPackageId: sold.id,
        name: pkg.name,
        category,
        listCents: amountCents,
        amountCents,
        soldAt,
      })
      .returning({ id: sales.id });
    for (const [instructorId, percent] of credits)
      await db.insert(saleCredits).values({ studioId: studio.id, saleId: row.id, instructorId, percent });
  };
  await sale(ada, "original", 500, at("2025-03-06"), [[maria.id, 100]]);
  await sale(ben, "original", 400, at("2025-03-09"), [
    [maria.id, 50],
    [james.id, 50],
  ]);
  await sale(ada, "extension", 1500, at("2025-03-25"), [[maria.id, 100]]);
  await sale(dot, "original", 300, at("2025-03-12"));
  await sale(eli, "renewal", 200, at("2025-03-31", "23:30"), [[james.id, 100]]);
  await sale(cy, "first_lesson", 49, at("2025-03-01", "09:00"));
  // February, and April 1 just after midnight in New York: outside March.
  await sale(eli, "original", 100, at("2025-02-10"), [[james.id, 100]]);
  await sale(eli, "extension", 999, at("2025-04-01", "00:30"), [[james.id, 100]]);
  return { db, studio, owner, instructorMember, maria, james, ada, ben, cy, dot, eli };
}

describe("GET /api/reports/sales", () => {
  it("is Pro and the owner's", async () => {
    const basic = await funnelStudio("basic");
    expect((await callRoute(salesRoute, { token: basic.owner.token, path: `/api/reports/sales?${MARCH}` })).status).toBe(403);
    const pro = await funnelStudio();
    expect((await callRoute(salesRoute, { token: pro.instructorMember.token, path: `/api/reports/sales?${MARCH}` })).status).toBe(403);
  });

  it("counts the funnel of the period by step, source and staff, with money, rates and the previous period", async () => {
    const s = await funnelStudio();
    const { status, body } = await callRoute(salesRoute, { token: s.owner.token, path: `/api/reports/sales?${MARCH}` });
    expect(status).toBe(200);
    expect(body.totals).toEqual({
      inquiries: 4,
      firstLessons: 3,
      originals: 3,
      extensions: 1,
      renewals: 1,
      originalCents: 120_000,
      extensionCents: 150_000,
      renewalCents: 20_000,
      sales: 6,
      salesCents: 294_900,
      firstLessonRate: 0.75,
      originalRate: 1,
      extensionRate: 0.3333,
    });
    expect(body.previousTotals).toMatchObject({
      inquiries: 1,
      firstLessons: 0,
      originals: 1,
      sales: 1,
      salesCents: 10_000,
      originalRate: null,
    });
    expect(body.rows.map((row: Record<string, unknown>) => [row.step, row.count, row.cents, row.rate, row.previousCount])).toEqual([
      ["Inquiries", 4, null, null, 1],
      ["First lessons taken", 3, null, 0.75, 0],
      ["Originals", 3, 120_000, 1, 1],
      ["Extensions", 1, 150_000, 0.3333, 0],
      ["Renewals", 1, 20_000, null, 0],
    ]);
    const table = (key: string) => body.tables.find((candidate: { key: string }) => candidate.key === key).rows;
    expect(
      table("sources").map((row: Record<string, unknown>) => [
        row.source,
        row.inquiries,
        row.firstLessons,
        row.originals,
        row.extensions,
        row.renewals,
        row.salesCents,
      ]),
    ).toEqual([
      ["instagram", 2, 2, 2, 1, 0, 240_000],
      ["First-lesson form", 1, 0, 0, 0, 0, 0],
      ["Walk-in", 1, 0, 0, 0, 0, 0],
      ["google", 0, 0, 1, 0, 0, 30_000],
      ["Added by the studio", 0, 0, 0, 0, 1, 20_000],
      ["Phone call", 0, 1, 0, 0, 0, 4_900],
    ]);
    expect(
      table("staff").map((row: Record<string, unknown>) => [
        row.instructor,
        row.inquiries,
        row.firstLessons,
        row.originals,
        row.extensions,
        row.renewals,
        row.salesCents,
      ]),
    ).toEqual([
      ["Maria Lopez", 2, 2, 1.5, 1, 0, 220_000],
      ["James Chen", 1, 0, 0.5, 0, 1, 40_000],
    ]);
    expect(table("categories").find((row: { key: string }) => row.key === "first_lesson")).toMatchObject({ sales: 1, salesCents: 4_900 });

    const csv = await callRoute(salesRoute, { token: s.owner.token, path: `/api/reports/sales?${MARCH}&format=csv&table=staff` });
    expect(csv.status).toBe(200);
    const text = typeof csv.body === "string" ? csv.body : JSON.stringify(csv.body);
    expect(text).toContain("Maria Lopez");
    expect(text).toContain("1.5");
  });

  it("answers zeros for a brand-new studio", async () => {
    const { owner } = await makeStudio({ plan: "pro", timeZone: TZ });
    const { status, body } = await callRoute(salesRoute, { token: owner.token, path: `/api/reports/sales?${MARCH}` });
    expect(status).toBe(200);
    expect(body.totals).toMatchObject({ inquiries: 0, sales: 0, firstLessonRate: null });
    expect(body.tables.find((table: { key: string }) => table.key === "sources").rows).toEqual([]);
  });
});
