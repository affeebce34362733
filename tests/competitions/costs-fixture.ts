import { and, eq } from "drizzle-orm";
import { POST as addEntry } from "@/app/api/competitions/[id]/entries/route";
import { PUT as chooseItems } from "@/app/api/competitions/[id]/items/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeEntriesStudio } from "./entries-fixture";

/**
 * The hand-worked showcase: three students, one couple, two instructors.
 * Fees: single dance $45.00, multi-dance $70.01 (odd, so a couple's half shows its odd cent),
 * instructor $30.00 per pro-am heat, markup 10 %; lines: package "3 heats + dinner" $150.00 (covers
 * three heats' entry fees), extra "Dinner ticket" $60.00, shared "Coach to the venue" $100.00.
 *   Ana Lee — four single pro-am heats with Maria Lopez (Waltz, Tango, Foxtrot, Rumba), and with her
 *     partner Ben a multi-dance (Waltz, Tango, Foxtrot) and a single Waltz; takes the package.
 *   Ben Ortiz — the two couple heats with Ana, and one single pro-am Rumba with James Chen.
 *   Cleo Diaz — two single pro-am heats with James Chen (Waltz, Tango); two dinner tickets.
 */
export async function makeCostsShowcase(event: Record<string, unknown> = {}) {
  const s = await makeEntriesStudio({
    multiDanceCents: 7_001,
    markupPercent: 10,
    items: [
      { kind: "package", label: "3 heats + dinner", amountCents: 15_000, includedHeats: 3 },
      { kind: "extra", label: "Dinner ticket", amountCents: 6_000 },
      { kind: "shared", label: "Coach to the venue", amountCents: 10_000 },
    ],
    ...event,
  });
  const id = s.competition.id as string;
  const { waltz, tango, foxtrot, rumba } = s.dances;
  const maria = s.instructor.id;
  const james = s.otherInstructor.id;
  const smooth = "american-smooth";
  const enter = async (body: Record<string, unknown>) => {
    const made = await callRoute(addEntry, { token: s.owner.token, params: { id }, body: { level: "bronze-1", ...body } });
    if (made.status !== 201 && made.status !== 200) throw new Error(JSON.stringify(made.body));
    return made.body.entry.id as string;
  };
  const single = (studentId: string, dance: string, style = smooth) => ({ studentId, entryType: "single", style, danceIds: [dance] });
  const entries = {
    anaWaltz: await enter({ ...single(s.ana.student.id, waltz), instructorId: maria }),
    anaTango: await enter({ ...single(s.ana.student.id, tango), instructorId: maria }),
    anaFoxtrot: await enter({ ...single(s.ana.student.id, foxtrot), instructorId: maria }),
    anaRumba: await enter({ ...single(s.ana.student.id, rumba, "american-rhythm"), instructorId: maria }),
    coupleMulti: await enter({
      studentId: s.ana.student.id,
      partnerStudentId: s.ben.student.id,
      entryType: "multi",
      style: smooth,
      title: "Smooth 3-dance",
      danceIds: [waltz, tango, foxtrot],
    }),
    coupleWaltz: await enter({ ...single(s.ana.student.id, waltz), partnerStudentId: s.ben.student.id }),
    benRumba: await enter({ ...single(s.ben.student.id, rumba, "american-rhythm"), instructorId: james }),
    cleoWaltz: await enter({ ...single(s.cleo.id, waltz), instructorId: james }),
    cleoTango: await enter({ ...single(s.cleo.id, tango), instructorId: james }),
  };
  const [pkg, dinner] = s.competition.items as { id: string }[];
  const choose = async (studentId: string, items: { itemId: string; quantity: number }[]) => {
    const chose = await callRoute(chooseItems, { method: "PUT", token: s.owner.token, params: { id }, body: { studentId, items } });
    if (chose.status !== 200) throw new Error(JSON.stringify(chose.body));
  };
  await choose(s.ana.student.id, [{ itemId: pkg.id, quantity: 1 }]);
  await choose(s.cleo.id, [{ itemId: dinner.id, quantity: 2 }]);
  return { ...s, id, entries, choose, items: { pkg, dinner } };
}

/** The student's ledger entries for the event (charges and voids), oldest first. */
export async function eventLedger(studioId: string, studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, description: ledgerEntries.description })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.studentId, studentId)))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.kind);
  return rows.filter((row) => row.description.includes("Spring Showcase"));
}

/** Charges minus voids: what the student owes for the event. */
export const owed = (rows: { kind: string; amountCents: number }[]) =>
  rows.reduce((sum, row) => sum + (row.kind === "charge" ? row.amountCents : row.kind === "void" ? -row.amountCents : 0), 0);
