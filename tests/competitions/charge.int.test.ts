import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as charge } from "@/app/api/competitions/[id]/charge/route";
import { GET as readSheet } from "@/app/api/competitions/[id]/costs/[studentId]/route";
import { DELETE as removeEntry, PATCH as changeEntry } from "@/app/api/competitions/[id]/entries/[entryId]/route";
import { getDb } from "@/lib/db/client";
import { competitionCharges, competitions, ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { localDate } from "../helpers/progress-factory";
import { eventLedger, makeCostsShowcase, owed } from "./costs-fixture";

const DESCRIPTION = "Spring Showcase: entries and costs";

async function currentRows(studioId: string, competitionId: string) {
  const db = await getDb();
  return db
    .select({ studentId: competitionCharges.studentId, amountCents: competitionCharges.amountCents })
    .from(competitionCharges)
    .where(
      and(
        eq(competitionCharges.studioId, studioId),
        eq(competitionCharges.competitionId, competitionId),
        isNull(competitionCharges.supersededAt),
      ),
    );
}

describe("charging an event's costs", () => {
  it("charges every going student once, even when charged twice at the same moment", async () => {
    const s = await makeCostsShowcase();
    const run = () => callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    const [first, second] = await Promise.all([run(), run()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const charged = [...first.body.charged, ...second.body.charged];
    expect(charged.map((row: { studentName: string; amountCents: number }) => [row.studentName, row.amountCents]).sort()).toEqual([
      ["Ana Lee", 43_444],
      ["Ben Ortiz", 17_941],
      ["Cleo Diaz", 32_766],
    ]);
    expect(first.body.unchanged + second.body.unchanged).toBe(3);
    for (const [studentId, cents] of [
      [s.ana.student.id, 43_444],
      [s.ben.student.id, 17_941],
      [s.cleo.id, 32_766],
    ] as const)
      expect(await eventLedger(s.studio.id, studentId)).toEqual([{ kind: "charge", amountCents: cents, description: DESCRIPTION }]);

    // Once more: nothing new.
    const again = await run();
    expect(again.body).toEqual({ charged: [], recharged: [], voided: [], held: [], unchanged: 3 });
    expect(await currentRows(s.studio.id, s.id)).toHaveLength(3);
    const sheet = await callRoute(readSheet, { token: s.ana.token, params: { id: s.id, studentId: s.ana.student.id } });
    expect(sheet.body.state).toBe("charged");
    expect(sheet.body.charged.totalCents).toBe(43_444);

    // Beneath the lock, the database refuses a second current charge of the same student and event.
    const db = await getDb();
    const [ledger] = await db
      .insert(ledgerEntries)
      .values({ studioId: s.studio.id, studentId: s.cleo.id, kind: "charge", amountCents: 1, description: "test" })
      .returning({ id: ledgerEntries.id });
    await expect(
      db.insert(competitionCharges).values({
        studioId: s.studio.id,
        competitionId: s.id,
        studentId: s.cleo.id,
        ledgerEntryId: ledger.id,
        amountCents: 1,
        lines: [],
      }),
    ).rejects.toThrow();
  });

  it("adjusts the ledger when an entry changes before the deadline: void and a new charge", async () => {
    const s = await makeCostsShowcase();
    await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    // Cleo's Tango becomes a multi-dance heat with Tango and Foxtrot ($70.01 instead of $45.00):
    // + 25.01 entry fee and + 2.501 → her markup of 268.34 is $26.83 (was 24.33): 32,766 + 2,501 + 250 = 35,517.
    const changed = await callRoute(changeEntry, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.id, entryId: s.entries.cleoTango },
      body: { entryType: "multi", danceIds: [s.dances.tango, s.dances.foxtrot], title: "Smooth 2-dance" },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await eventLedger(s.studio.id, s.cleo.id)).toEqual([
      { kind: "charge", amountCents: 32_766, description: DESCRIPTION },
      { kind: "charge", amountCents: 35_517, description: DESCRIPTION },
      { kind: "void", amountCents: 32_766, description: `Void: ${DESCRIPTION}` },
    ]);
    expect(owed(await eventLedger(s.studio.id, s.cleo.id))).toBe(35_517);
    // Nobody else's sheet moved (the coach is still split three ways): their ledgers are as charged.
    expect(await eventLedger(s.studio.id, s.ana.student.id)).toHaveLength(1);

    // Ben drops his pro-am Rumba: his sheet loses $45.00 + $30.00 + $4.50 markup → 17,941 − 7,950 = 9,991.
    const removed = await callRoute(removeEntry, {
      method: "DELETE",
      token: s.owner.token,
      params: { id: s.id, entryId: s.entries.benRumba },
    });
    expect(removed.status).toBe(204);
    expect(owed(await eventLedger(s.studio.id, s.ben.student.id))).toBe(9_991);
    // A charge run now finds everyone charged as their sheets say.
    const run = await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    expect(run.body.unchanged).toBe(3);
    expect(run.body.charged).toEqual([]);
  });

  it("moves everyone's share when a student stops going, and voids the charge of the one who left", async () => {
    const s = await makeCostsShowcase();
    await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    for (const entryId of [s.entries.cleoWaltz, s.entries.cleoTango])
      await callRoute(removeEntry, { method: "DELETE", token: s.owner.token, params: { id: s.id, entryId } });
    await s.choose(s.cleo.id, []);
    expect(owed(await eventLedger(s.studio.id, s.cleo.id))).toBe(0);
    // The coach is now split two ways: $50.00 each. Ana: 43,444 − 3,334 + 5,000 and markup 10 % of 302.51 → $30.25: 45,276.
    expect(owed(await eventLedger(s.studio.id, s.ana.student.id))).toBe(43_444 - 3_334 + 5_000 - 2_859 + 3_025);
    expect((await currentRows(s.studio.id, s.id)).map((row) => row.studentId).sort()).toEqual([s.ana.student.id, s.ben.student.id].sort());
  });

  it("after the deadline leaves the charges until the owner says to re-charge", async () => {
    const s = await makeCostsShowcase();
    await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    const db = await getDb();
    await db
      .update(competitions)
      .set({ entryDeadline: localDate(-1) })
      .where(eq(competitions.id, s.id));
    const changed = await callRoute(changeEntry, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.id, entryId: s.entries.cleoTango },
      body: { entryType: "multi", danceIds: [s.dances.tango, s.dances.foxtrot], title: "Smooth 2-dance" },
    });
    expect(changed.status).toBe(200);
    expect(await eventLedger(s.studio.id, s.cleo.id)).toHaveLength(1);
    const sheet = await callRoute(readSheet, { token: s.owner.token, params: { id: s.id, studentId: s.cleo.id } });
    expect(sheet.body).toMatchObject({ state: "changed", totalCents: 35_517, charged: { totalCents: 32_766 } });

    const held = await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: {} });
    expect(held.body.held).toEqual([{ studentId: s.cleo.id, studentName: "Cleo Diaz", chargedCents: 32_766, sheetCents: 35_517 }]);
    expect(held.body.recharged).toEqual([]);
    expect(await eventLedger(s.studio.id, s.cleo.id)).toHaveLength(1);

    const owner = await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: { afterDeadline: true } });
    expect(owner.body.recharged).toEqual([{ studentId: s.cleo.id, studentName: "Cleo Diaz", previousCents: 32_766, amountCents: 35_517 }]);
    expect(owed(await eventLedger(s.studio.id, s.cleo.id))).toBe(35_517);
  });

  it("is the owner's: instructors and students are refused", async () => {
    const s = await makeCostsShowcase();
    expect((await callRoute(charge, { token: s.instructorMember.token, params: { id: s.id }, body: {} })).status).toBe(403);
    expect((await callRoute(charge, { token: s.ana.token, params: { id: s.id }, body: {} })).status).toBe(403);
    const bad = await callRoute(charge, { token: s.owner.token, params: { id: s.id }, body: { afterDeadline: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("afterDeadline");
  });
});
