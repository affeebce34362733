import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listCodes, POST as makeCode } from "@/app/api/promo-codes/route";
import { PATCH as changeCode } from "@/app/api/promo-codes/[id]/route";
import { GET as listUses } from "@/app/api/promo-codes/[id]/uses/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { promoRedemptions, sales, studentPackages } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { dayInWords } from "@/lib/growth/promo-rules";
import { callRoute } from "../helpers/call-route";
import { balanceOf, makePackage } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** A studio with a $850 package and an owner who sells it at the desk, with a code. */
async function desk() {
  const s = await makeScheduleStudio();
  const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
  const today = instantToLocal(new Date(), s.studio.timeZone).date;
  const code = async (body: Record<string, unknown>) => {
    const made = await callRoute(makeCode, { token: s.owner.token, body: { kind: "percent", percent: 20, ...body } });
    expect(made.status).toBe(201);
    return made.body.promoCode as { id: string; code: string };
  };
  const sell = (studentId: string, promoCode: string, address = "198.51.100.7") =>
    callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: studentId },
      body: { packageId: pkg.id, promoCode },
      headers: { "x-forwarded-for": address },
    });
  return { s, pkg, today, code, sell };
}

describe("promo codes at the desk", () => {
  it("takes the discount off the sale: the package, the charge, the sale's list and discount, one use", async () => {
    const { s, pkg, code, sell } = await desk();
    const made = await code({ code: "spring20" });
    expect(made.code).toBe("SPRING20");
    const student = await makeStudent(s.studio.id);
    const sold = await sell(student.id, "Spring20");
    expect(sold.status).toBe(201);
    expect(sold.body.studentPackage.priceCents).toBe(68_000);
    expect(await balanceOf(student.id)).toBe(68_000);
    const db = await getDb();
    const [sale] = await db.select().from(sales).where(eq(sales.studentId, student.id));
    expect(sale).toMatchObject({ listCents: 85_000, discountCents: 17_000, amountCents: 68_000, promoCodeId: made.id });
    const [use] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, made.id));
    const [owned] = await db.select().from(studentPackages).where(eq(studentPackages.studentId, student.id));
    expect(use).toMatchObject({ usedFor: "package", recordId: owned.id, listCents: 85_000, discountCents: 17_000 });
    const listed = await callRoute(listCodes, { token: s.owner.token });
    expect(listed.body.promoCodes[0]).toMatchObject({ code: "SPRING20", uses: 1, discountCents: 17_000 });
    const uses = await callRoute(listUses, { token: s.owner.token, params: { id: made.id } });
    expect(uses.body.uses).toEqual([expect.objectContaining({ studentName: student.name, name: pkg.name, discountCents: 17_000 })]);
  });

  it("an amount code never takes off more than the price; a second code with the same letters is refused", async () => {
    const { s, code, sell } = await desk();
    await code({ code: "BIG", kind: "amount", amountCents: 100_000, percent: null });
    const student = await makeStudent(s.studio.id);
    expect((await sell(student.id, "big")).body.studentPackage.priceCents).toBe(0);
    const again = await callRoute(makeCode, { token: s.owner.token, body: { code: "Big", kind: "percent", percent: 5 } });
    expect(again.status).toBe(409);
  });

  it("total uses: the code is used up after its last use", async () => {
    const { s, code, sell } = await desk();
    await code({ code: "ONCE", maxUses: 1 });
    expect((await sell((await makeStudent(s.studio.id)).id, "ONCE")).status).toBe(201);
    const refused = await sell((await makeStudent(s.studio.id)).id, "ONCE");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: "This code has been used up.",
      fields: { promoCode: "This code has been used up." },
    });
  });

  it("uses per student: a student who used it can't again, another student can", async () => {
    const { s, code, sell } = await desk();
    await code({ code: "EACH1", maxUsesPerStudent: 1 });
    const student = await makeStudent(s.studio.id);
    expect((await sell(student.id, "EACH1")).status).toBe(201);
    const refused = await sell(student.id, "EACH1");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("This code can be used once per student, and it has been.");
    expect((await sell((await makeStudent(s.studio.id)).id, "EACH1")).status).toBe(201);
  });

  it("first-time students only: refused to a student who has bought before, fine for a new one", async () => {
    const { s, pkg, code, sell } = await desk();
    await code({ code: "WELCOME", firstTimeOnly: true });
    const regular = await makeStudent(s.studio.id);
    const first = await callRoute(sellRoute, { token: s.owner.token, params: { id: regular.id }, body: { packageId: pkg.id } });
    expect(first.status).toBe(201);
    const refused = await sell(regular.id, "WELCOME");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("This code is for first-time students only.");
    expect((await sell((await makeStudent(s.studio.id)).id, "WELCOME")).status).toBe(201);
  });

  it("dates: not before its start, not after its end, said in the studio's words; ended by hand", async () => {
    const { s, today, code, sell } = await desk();
    const student = await makeStudent(s.studio.id);
    const ended = await code({ code: "SUMMER", startsOn: addDays(today, -30), endsOn: addDays(today, -1) });
    const late = await sell(student.id, "SUMMER");
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(`This code ended on ${dayInWords(addDays(today, -1), today)}.`);
    await code({ code: "AUTUMN", startsOn: addDays(today, 3) });
    expect((await sell(student.id, "AUTUMN")).body.error.message).toBe(`This code starts on ${dayInWords(addDays(today, 3), today)}.`);
    const lastDay = await callRoute(changeCode, { token: s.owner.token, params: { id: ended.id }, body: { endsOn: today } });
    expect(lastDay.status).toBe(200);
    expect((await sell(student.id, "SUMMER")).status).toBe(201);
    await callRoute(changeCode, { token: s.owner.token, params: { id: ended.id }, body: { active: false } });
    expect((await sell(student.id, "SUMMER")).body.error.message).toBe("This code has ended.");
  });

  it("a code for other packages is refused naming the package", async () => {
    const { s, pkg, code, sell } = await desk();
    const other = await makePackage(s.studio.id, [s.groupClass.id], { name: "Group Pass" });
    await code({ code: "GROUPS", packageIds: [other.id] });
    const refused = await sell((await makeStudent(s.studio.id)).id, "GROUPS");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(`This code isn't for ${pkg.name}.`);
  });

  it("a wrong code is a 400; the 21st wrong one in a minute from one address is a 429", async () => {
    const { s, sell } = await desk();
    const student = await makeStudent(s.studio.id);
    const address = "192.0.2.44";
    for (let attempt = 1; attempt <= 20; attempt++) {
      const wrong = await sell(student.id, `NOPE${attempt}`, address);
      expect(wrong.status).toBe(400);
    }
    expect((await sell(student.id, "NOPE21", address)).status).toBe(429);
    // Nothing was sold by any of them.
    expect(await balanceOf(student.id)).toBe(0);
  });

  it("20 parallel sales of a code with one use left: exactly one succeeds", async () => {
    const { s, code, sell } = await desk();
    const made = await code({ code: "LASTONE", maxUses: 2 });
    expect((await sell((await makeStudent(s.studio.id)).id, "LASTONE")).status).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => makeStudent(s.studio.id, { name: `Buyer ${index}` })));
    const answers = await Promise.all(buyers.map((buyer) => sell(buyer.id, "LASTONE")));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.error.message)).toEqual(
      Array(19).fill("This code has been used up."),
    );
    const db = await getDb();
    const uses = await db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.studioId, s.studio.id), eq(promoRedemptions.promoCodeId, made.id)));
    expect(uses).toHaveLength(2);
  });
});
