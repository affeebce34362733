import { and, asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCompetitionsRoute } from "@/app/api/competitions/route";
import { GET as getCostsRoute } from "@/app/api/competitions/[id]/costs/[studentId]/route";
import { GET as getHeatsRoute } from "@/app/api/competitions/[id]/heats/route";
import { startSession } from "@/lib/auth/sessions";
import { getCompetitionHistory } from "@/lib/competitions/history";
import { getDb } from "@/lib/db/client";
import {
  competitionCharges,
  competitionEntries,
  competitionEntryDances,
  competitionHeatEntries,
  competitionHeats,
  competitionItems,
  competitions,
  competitionStudentItems,
  ledgerEntries,
  students,
  users,
} from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";
import { callRoute } from "../helpers/call-route";

let studioId: string;
let samId: string;
const tokens: Record<"student" | "instructor", string> = { student: "", instructor: "" };

async function tally() {
  const db = await getDb();
  const tables = {
    competitions,
    competitionItems,
    competitionStudentItems,
    competitionEntries,
    competitionEntryDances,
    competitionHeats,
    competitionHeatEntries,
    competitionCharges,
    ledgerEntries,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = Number((await db.select({ n: count() }).from(table))[0].n);
  return counts;
}

async function eventOf(kind: "showcase" | "competition" | "medal_exam") {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.studioId, studioId), eq(competitions.kind, kind)));
  return row;
}

beforeAll(async () => {
  const db = await getDb();
  studioId = (await seedDemo(db)).studioId;
  for (const [role, email] of [
    ["student", "student@promenade.test"],
    ["instructor", "instructor@promenade.test"],
  ] as const) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    tokens[role] = (await startSession(db, { userId: user.id, studioId, role }, false)).token;
  }
  [{ id: samId }] = await db.select({ id: students.id }).from(students).where(eq(students.email, "student@promenade.test"));
});

describe("seedDemo: showcases, competitions and medal exams", () => {
  it("writes a showcase, a past competition and an exam day once: seeding again changes nothing", async () => {
    const first = await tally();
    expect(first).toMatchObject({ competitions: 3, competitionCharges: expect.any(Number) });
    expect(first.competitionEntries).toBeGreaterThan(20);
    await seedDemo(await getDb());
    expect(await tally()).toEqual(first);
  });

  it("gives Sam the upcoming showcase with his heats (Maria's and his partner's) and a cost sheet with the package, dinner and shared cost", async () => {
    const showcase = await eventOf("showcase");
    expect(showcase).toMatchObject({ published: true, kind: "showcase" });
    expect(showcase.entryDeadline > new Date().toISOString().slice(0, 10)).toBe(true);

    const listed = await callRoute(getCompetitionsRoute, { path: "/api/competitions", token: tokens.student });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(showcase.name);

    const heats = await callRoute(getHeatsRoute, {
      path: `/api/competitions/${showcase.id}/heats`,
      params: { id: showcase.id },
      token: tokens.student,
    });
    expect(heats.status).toBe(200);
    expect(heats.body.scope).toBe("student");
    expect(heats.body.heats.length).toBeGreaterThanOrEqual(6);
    const partners = new Set(
      heats.body.heats.flatMap((heat: { entries: { partner: string | null }[] }) => heat.entries.map((entry) => entry.partner)),
    );
    expect(partners).toContain("Maria Lopez");
    expect(heats.body.heats.every((heat: { startsAt: string | null }) => heat.startsAt !== null)).toBe(true);

    const costs = await callRoute(getCostsRoute, {
      path: `/api/competitions/${showcase.id}/costs/${samId}`,
      params: { id: showcase.id, studentId: samId },
      token: tokens.student,
    });
    expect(costs.status).toBe(200);
    const labels = costs.body.lines.map((line: { label: string }) => line.label).join(" | ");
    expect(labels).toMatch(/6 heats \+ dinner/);
    expect(labels).toMatch(/Guest dinner/);
    expect(labels).toMatch(/Ballroom floor and DJ/);
    expect(costs.body.lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0)).toBe(costs.body.totalCents);
    expect(costs.body.state).toBe("not_charged");
  });

  it("keeps last season's competition: placements in Sam's history, a conflict on Maria's sheet, everyone charged once", async () => {
    const past = await eventOf("competition");
    const history = await getCompetitionHistory(await getDb(), studioId, samId, true);
    const placed = history.flatMap((dance) => dance.items).filter((item) => item.competitionId === past.id);
    expect(placed.length).toBeGreaterThanOrEqual(4);
    expect(placed.some((item) => item.placement === 1)).toBe(true);

    const maria = await callRoute(getHeatsRoute, {
      path: `/api/competitions/${past.id}/heats`,
      params: { id: past.id },
      token: tokens.instructor,
    });
    expect(maria.status).toBe(200);
    expect(maria.body.scope).toBe("instructor");
    expect(maria.body.conflicts).toEqual([expect.objectContaining({ kind: "instructor", name: "Maria Lopez", heats: ["209", "209A"] })]);

    // The organiser's sheet reads in the order it is danced.
    const times = maria.body.heats.map((heat: { startsAt: string }) => heat.startsAt);
    expect(times).toEqual([...times].sort());

    const db = await getDb();
    const charges = await db
      .select({
        studentId: competitionCharges.studentId,
        amountCents: competitionCharges.amountCents,
        ledgerEntryId: competitionCharges.ledgerEntryId,
      })
      .from(competitionCharges)
      .where(eq(competitionCharges.competitionId, past.id))
      .orderBy(asc(competitionCharges.studentId));
    // Sam, his partner (half of their couple heat), two of Maria's students and one of James's.
    expect(charges.length).toBe(5);
    const sam = charges.find((charge) => charge.studentId === samId)!;
    const [ledger] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, sam.ledgerEntryId));
    expect(ledger).toMatchObject({ kind: "charge", amountCents: sam.amountCents, description: `${past.name}: entries and costs` });
    const costs = await callRoute(getCostsRoute, {
      path: `/api/competitions/${past.id}/costs/${samId}`,
      params: { id: past.id, studentId: samId },
      token: tokens.student,
    });
    expect(costs.body).toMatchObject({ state: "charged", totalCents: sam.amountCents });
  });

  it("puts the medal exam day ahead with an examiner, a fee and a slot for each student", async () => {
    const exam = await eventOf("medal_exam");
    expect(exam).toMatchObject({ examiner: "Judith Hale", examFeeCents: 7500, published: true });
    const entries = await (await getDb()).select().from(competitionEntries).where(eq(competitionEntries.competitionId, exam.id));
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.entryType === "exam" && entry.examSlotAt !== null && entry.examResult === null)).toBe(true);
    expect(new Set(entries.map((entry) => entry.examSlotAt!.getTime())).size).toBe(4);
  });
});
