import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as ownRoute } from "@/app/api/me/intake/route";
import { GET as studentIntakeRoute } from "@/app/api/students/[id]/intake/route";
import { getDb } from "@/lib/db/client";
import { intakeAnswers, intakeFields, students } from "@/lib/db/schema";
import { DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed";
import { callRoute } from "../helpers/call-route";

const login = async (email: string) =>
  (await callRoute(loginRoute, { body: { email, password: DEMO_PASSWORD } })).body.accessToken as string;

describe("the demo's intake questions", () => {
  it("seeds four questions (one staff-only) with answers and birthdays once; Sam sees his own three, staff all four", async () => {
    const { studioId } = await seedDemo(await getDb());
    await seedDemo(await getDb());
    const db = await getDb();
    const fields = await db.select().from(intakeFields).where(eq(intakeFields.studioId, studioId));
    expect(fields.map((field) => field.label).sort()).toEqual(
      ["Date you started dancing", "Goals", "Health notes", "How did you hear about us?"].sort(),
    );
    expect(fields.filter((field) => field.staffOnly).map((field) => field.label)).toEqual(["Health notes"]);
    expect(fields.some((field) => field.required)).toBe(false);
    const [answers] = await db.select({ n: count() }).from(intakeAnswers).where(eq(intakeAnswers.studioId, studioId));
    expect(Number(answers.n)).toBe(14);

    const sam = await login("student@promenade.test");
    const own = await callRoute(ownRoute, { token: sam });
    expect(own.body.fields.map((field: { label: string }) => field.label)).toEqual([
      "Date you started dancing",
      "Goals",
      "How did you hear about us?",
    ]);
    expect(JSON.stringify(own.body)).not.toContain("ankle");
    const [samRow] = await db.select().from(students).where(eq(students.email, "student@promenade.test"));
    expect(samRow.dateOfBirth).toBe("1991-06-14");
    const owner = await login("owner@promenade.test");
    const staff = await callRoute(studentIntakeRoute, { token: owner, params: { id: samRow.id } });
    expect(staff.body.answers).toHaveLength(4);
    expect(JSON.stringify(staff.body)).toContain("ankle");
  });
});
