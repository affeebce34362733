import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as enter } from "@/app/api/competitions/[id]/entries/route";
import { DELETE as deleteInstructor } from "@/app/api/instructors/[id]/route";
import { getDb } from "@/lib/db/client";
import { competitionCharges, competitionEntries, ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeInstructor } from "../helpers/studio-factory";
import { makeEntriesStudio } from "./entries-fixture";

async function enterWith(s: Awaited<ReturnType<typeof makeEntriesStudio>>, instructorId: string) {
  const made = await callRoute(enter, {
    token: s.owner.token,
    params: { id: s.competition.id },
    body: {
      studentId: s.ana.student.id,
      instructorId,
      entryType: "single",
      style: "american-smooth",
      level: "bronze-1",
      danceIds: [s.dances.waltz],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.entry.id as string;
}

const entriesOf = async (instructorId: string) =>
  (await getDb()).select({ id: competitionEntries.id }).from(competitionEntries).where(eq(competitionEntries.instructorId, instructorId));

describe("removing an instructor who dances heats at an event", () => {
  it("removes their entries with them, in the same transaction", async () => {
    const s = await makeEntriesStudio();
    const guest = await makeInstructor(s.studio.id, { name: "Guest Coach" });
    await enterWith(s, guest.id);
    const removed = await callRoute(deleteInstructor, { method: "DELETE", token: s.owner.token, params: { id: guest.id } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await entriesOf(guest.id)).toEqual([]);
  });

  it("refuses while a student was already charged for the event: the entries are removed at the event, where the charge follows", async () => {
    const s = await makeEntriesStudio();
    const guest = await makeInstructor(s.studio.id, { name: "Guest Coach" });
    await enterWith(s, guest.id);
    const db = await getDb();
    const [charge] = await db
      .insert(ledgerEntries)
      .values({
        studioId: s.studio.id,
        studentId: s.ana.student.id,
        kind: "charge",
        amountCents: 7_500,
        description: "Spring Showcase: entries and costs",
      })
      .returning({ id: ledgerEntries.id });
    await db.insert(competitionCharges).values({
      studioId: s.studio.id,
      competitionId: s.competition.id,
      studentId: s.ana.student.id,
      ledgerEntryId: charge.id,
      amountCents: 7_500,
      lines: [{ label: "Entries", amountCents: 7_500 }],
    });
    const refused = await callRoute(deleteInstructor, { method: "DELETE", token: s.owner.token, params: { id: guest.id } });
    expect(refused.status).toBe(409);
    expect(await entriesOf(guest.id)).toHaveLength(1);
    // Once the charge is superseded (the entries changed at the event), the instructor can go.
    await db
      .update(competitionCharges)
      .set({ supersededAt: new Date() })
      .where(and(eq(competitionCharges.studioId, s.studio.id)));
    const removed = await callRoute(deleteInstructor, { method: "DELETE", token: s.owner.token, params: { id: guest.id } });
    expect(removed.status).toBe(200);
  });
});
