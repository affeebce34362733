import { and, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { contactMessages, inquiries, inquiryEvents, sales } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { makeStudentMember } from "../helpers/people-factory";
import { makeStudio } from "../helpers/studio-factory";
import { download } from "../records/export-zip";

describe("the demo's inquiries", () => {
  it("belong to students whose sales match their stage, each on its sale's day — and are made once", async () => {
    const db = await getDb();
    const { studioId } = await seedDemo(db);
    const linked = await db
      .select({ id: inquiries.id, stage: inquiries.stage, studentId: inquiries.studentId })
      .from(inquiries)
      .where(and(eq(inquiries.studioId, studioId), isNotNull(inquiries.studentId)));
    expect(linked.map((row) => row.stage).sort()).toEqual(
      ["extension", "first_lesson_booked", "first_lesson_taken", "original", "renewal"].sort(),
    );
    const ladder = ["original", "extension", "renewal"];
    for (const inquiry of linked) {
      const sold = await db
        .select({ category: sales.category, soldAt: sales.soldAt })
        .from(sales)
        .where(and(eq(sales.studioId, studioId), eq(sales.studentId, inquiry.studentId!)));
      const categories = new Set(sold.map((sale) => sale.category).filter((category) => ladder.includes(category)));
      // An extension: an original and an extension sold, no renewal; before the original, no sale on the ladder.
      const reach = ladder.indexOf(inquiry.stage);
      expect([...categories].sort(), `${inquiry.stage}'s student`).toEqual(ladder.slice(0, reach + 1).sort());
      const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
      for (const category of categories) {
        const first = Math.min(...sold.filter((sale) => sale.category === category).map((sale) => sale.soldAt.getTime()));
        expect(events.find((event) => event.stage === category)?.at.getTime(), `${inquiry.stage}: ${category}`).toBe(first);
      }
    }
    const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(inquiries))[0].n);
    const before = await count();
    await seedDemo(db);
    expect(await count()).toBe(before);
  }, 120_000);
});

describe("GET /api/me/export", () => {
  it("gives the student their inquiry, its stages and the messages they sent — without what staff wrote", async () => {
    const db = await getDb();
    const { studio } = await makeStudio();
    const email = "ines.inquiry@example.test";
    const me = await makeStudentMember(studio.id, { email, phone: "+12125550111" });
    const [message] = await db
      .insert(contactMessages)
      .values({ studioId: studio.id, name: "Ines", email, subject: "Wedding dance", message: "Can we start in May?", ip: "198.51.100.5" })
      .returning();
    const [inquiry] = await db
      .insert(inquiries)
      .values({
        studioId: studio.id,
        studentId: me.student.id,
        name: "Ines Inquiry",
        email,
        origin: "contact_form",
        source: { ref: "instagram" },
        interest: "wedding",
        stage: "first_lesson_booked",
        notes: "STAFF NOTE: budget is tight",
        followUpOn: "2026-01-05",
        followUpNote: "STAFF TASK: offer the intro",
        contactMessageId: message.id,
      })
      .returning();
    await db.insert(inquiryEvents).values([
      { studioId: studio.id, inquiryId: inquiry.id, stage: "new", at: new Date("2025-12-01T10:00:00Z") },
      {
        studioId: studio.id,
        inquiryId: inquiry.id,
        stage: "first_lesson_booked",
        at: new Date("2025-12-02T10:00:00Z"),
        note: "STAFF EVENT NOTE",
      },
    ]);

    const response = await download("me", me.token);
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.student.inquiry).toEqual({
      name: "Ines Inquiry",
      email,
      phone: null,
      origin: "contact_form",
      source: { ref: "instagram" },
      interest: "wedding",
      stage: "first_lesson_booked",
      createdAt: expect.any(String),
      stages: [
        { stage: "new", at: "2025-12-01T10:00:00Z" },
        { stage: "first_lesson_booked", at: "2025-12-02T10:00:00Z" },
      ],
      messagesSent: [{ sentAt: expect.any(String), name: "Ines", email, subject: "Wedding dance", message: "Can we start in May?" }],
    });
    for (const staffOnly of ["STAFF NOTE", "STAFF TASK", "STAFF EVENT NOTE", inquiry.id]) expect(text).not.toContain(staffOnly);

    // A student the pipeline never held has none.
    const other = await makeStudentMember(studio.id);
    expect(JSON.parse(await (await download("me", other.token)).text()).student.inquiry).toBeNull();
  });
});
