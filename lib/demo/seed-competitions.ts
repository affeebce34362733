import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import {
  competitionCharges,
  competitionEntries,
  competitionEntryDances,
  competitionHeatEntries,
  competitionHeats,
  competitionItems,
  competitions,
  competitionStudentItems,
  dances,
  instructors,
  students,
  studios,
  users,
} from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getCompetitionRow } from "@/lib/competitions/competition-rows";
import { readEventSheets } from "@/lib/competitions/costs-read";
import { entryHeatTitle, loadSheetEntries } from "@/lib/competitions/heats-entries";
import { planShowcase } from "@/lib/competitions/heats-build";
import { writeHeatSheet } from "@/lib/competitions/heats-write";
import { readStudentLevels, suggestLevel } from "@/lib/competitions/levels-suggest";
import { addEntry } from "@/lib/payments/ledger";
import { nextLevel, type LevelKey } from "@/lib/progress/levels";
import { castOf, type Cast } from "./seed-competitions-cast";
import { EXAM_ENTRIES, PAST_ENTRIES, SHOWCASE_ENTRIES, type SeedEntry } from "./seed-competitions-data";

/**
 * Writes one event's entries (one statement for the entries, one for their dances) at the level
 * progress suggests for the student (an exam: the next one); returns each seed entry's id.
 */
async function writeEntries(
  tx: Tx,
  studioId: string,
  competitionId: string,
  seeds: SeedEntry[],
  cast: Cast,
  examDay: { date: string; zone: string } | null,
): Promise<string[]> {
  const levels = await readStudentLevels(tx, studioId, Object.values(cast.dancers));
  const danceIdsOf = (seed: SeedEntry) =>
    seed.dances.map((name) => cast.danceIds.get(`${seed.style} ${name}`)).filter((id): id is string => Boolean(id));
  const levelOf = (seed: SeedEntry): LevelKey => {
    const suggested = suggestLevel(levels.get(cast.dancers[seed.student]), danceIdsOf(seed));
    return seed.nextLevel ? (nextLevel(suggested) ?? suggested) : suggested;
  };
  const rows = await tx
    .insert(competitionEntries)
    .values(
      seeds.map((seed, index) => ({
        studioId,
        competitionId,
        studentId: cast.dancers[seed.student],
        instructorId: seed.with && seed.with !== "partner" ? cast.teachers[seed.with] : null,
        partnerStudentId: seed.with === "partner" ? cast.dancers.partner : null,
        entryType: seed.type,
        style: seed.style,
        level: levelOf(seed),
        ageCategory: seed.type === "exam" ? null : "Adult",
        title: seed.title ?? null,
        status: seed.status ?? ("confirmed" as const),
        examSlotAt:
          examDay && seed.slot !== undefined
            ? new Date(localToInstant(examDay.date, "10:00", examDay.zone).getTime() + seed.slot * 60_000)
            : null,
        // Entered in the list's order, so sheets and lists read it back the same way.
        createdAt: new Date(Date.now() - (seeds.length - index) * 1000),
      })),
    )
    .returning({ id: competitionEntries.id });
  const pairs = seeds.flatMap((seed, index) => danceIdsOf(seed).map((danceId) => ({ studioId, entryId: rows[index].id, danceId })));
  if (pairs.length) await tx.insert(competitionEntryDances).values(pairs);
  return rows.map((row) => row.id);
}

/** Charges each going student their sheet once, as the owner's Charge does, on the given day. */
async function chargeEvent(tx: Tx, studioId: string, competitionId: string, at: Date): Promise<void> {
  const competition = await getCompetitionRow(tx, studioId, competitionId);
  for (const sheet of await readEventSheets(tx, competition)) {
    if (sheet.totalCents <= 0) continue;
    const entry = await addEntry(tx, {
      studioId,
      studentId: sheet.studentId,
      kind: "charge",
      amountCents: sheet.totalCents,
      description: `${competition.name}: entries and costs`,
      createdAt: at,
    });
    await tx.insert(competitionCharges).values({
      studioId,
      competitionId,
      studentId: sheet.studentId,
      ledgerEntryId: entry.id,
      amountCents: sheet.totalCents,
      lines: sheet.lines,
      createdAt: at,
    });
  }
}

type Item = Omit<typeof competitionItems.$inferInsert, "studioId" | "competitionId">;

async function writeItems(tx: Tx, studioId: string, competitionId: string, items: Item[]) {
  return tx
    .insert(competitionItems)
    .values(items.map((item, position) => ({ ...item, studioId, competitionId, position })))
    .returning({ id: competitionItems.id });
}

/**
 * The demo's events, so every competitions screen has something to show to the owner, Maria and
 * Sam: an upcoming in-studio showcase (published, entries open, a fee table with a package, a
 * dinner extra and a shared cost, entries for six students incl. Sam with Maria and Sam with his
 * partner, one proposal waiting, its heat sheet built), last season's external competition (heats
 * with placements, one conflict on Maria's sheet, everyone charged: Sam's progress page has a
 * competition history) and a medal exam day ahead with time slots. Idempotent: nothing happens once
 * the studio has any event.
 */
export async function seedCompetitions(db: Db, studioId: string, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.studioId, studioId)).limit(1);
  if (existing) return;
  const cast = await castOf(db, studioId);
  if (!cast) return;
  const [studio] = await db.select({ timeZone: studios.timeZone, name: studios.name }).from(studios).where(eq(studios.id, studioId));
  const zone = studio.timeZone;
  const today = instantToLocal(now, zone).date;
  const day = (offset: number) => addDays(today, offset);

  await db.transaction(async (tx) => {
    // The showcase, three weeks ahead; entries close in ten days.
    const showcaseOn = day(24);
    const [showcase] = await tx
      .insert(competitions)
      .values({
        studioId,
        kind: "showcase",
        name: "Promenade Showcase Night",
        startsOn: showcaseOn,
        endsOn: showcaseOn,
        place: "Main Ballroom",
        organiser: studio.name,
        entryDeadline: day(10),
        published: true,
        singleDanceCents: 3500,
        multiDanceCents: 6000,
        scholarshipCents: 9000,
        soloCents: 12_000,
        instructorHeatCents: 4500,
        markupPercent: 10,
        sharedSplit: "even",
        firstHeatAt: localToInstant(showcaseOn, "18:00", zone),
        heatSeconds: 90,
      })
      .returning({ id: competitions.id });
    const [pack, dinner] = await writeItems(tx, studioId, showcase.id, [
      { kind: "package", label: "6 heats + dinner", amountCents: 24_000, includedHeats: 6 },
      { kind: "extra", label: "Guest dinner", amountCents: 6500 },
      { kind: "extra", label: "Spectator ticket", amountCents: 2000 },
      { kind: "shared", label: "Ballroom floor and DJ", amountCents: 48_000 },
    ]);
    await writeEntries(tx, studioId, showcase.id, SHOWCASE_ENTRIES, cast, null);
    await tx.insert(competitionStudentItems).values([
      { studioId, competitionId: showcase.id, studentId: cast.dancers.sam, itemId: pack.id, quantity: 1 },
      { studioId, competitionId: showcase.id, studentId: cast.dancers.sam, itemId: dinner.id, quantity: 1 },
      { studioId, competitionId: showcase.id, studentId: cast.dancers.maria1, itemId: dinner.id, quantity: 2 },
    ]);
    const sheetEntries = await loadSheetEntries(tx, studioId, showcase.id);
    await writeHeatSheet(tx, studioId, showcase.id, planShowcase(sheetEntries, localToInstant(showcaseOn, "18:00", zone), 90));

    // Last season's competition: the organiser's heats, the results, everyone charged before it.
    const pastOn = day(-40);
    const [past] = await tx
      .insert(competitions)
      .values({
        studioId,
        kind: "competition",
        name: "Empire State Dancesport Classic",
        startsOn: pastOn,
        endsOn: day(-39),
        place: "Marriott Marquis, New York",
        organiser: "Empire Dancesport",
        entryDeadline: day(-70),
        published: true,
        singleDanceCents: 4500,
        multiDanceCents: 8500,
        scholarshipCents: 14_000,
        instructorHeatCents: 6500,
        markupPercent: 0,
        sharedSplit: "heats",
        heatSeconds: 90,
      })
      .returning({ id: competitions.id });
    await writeItems(tx, studioId, past.id, [
      { kind: "extra", label: "Evening session ticket", amountCents: 4000 },
      { kind: "shared", label: "Hotel, two nights", amountCents: 72_000 },
      { kind: "shared", label: "Coaching with an adjudicator", amountCents: 30_000 },
    ]);
    const pastIds = await writeEntries(tx, studioId, past.id, PAST_ENTRIES, cast, null);
    const firstHeat = localToInstant(pastOn, "10:00", zone).getTime();
    // Read back in the order written: the heat's title as the organiser prints it, from the entry.
    const written = new Map((await loadSheetEntries(tx, studioId, past.id)).map((entry) => [entry.id, entry]));
    // Heats in the order they are danced (the sheet reads by position).
    const byTime = PAST_ENTRIES.map((seed, index) => ({ seed, index })).sort((a, b) => a.seed.heat![1] - b.seed.heat![1]);
    const heats = await tx
      .insert(competitionHeats)
      .values(
        PAST_ENTRIES.map((seed, index) => ({
          studioId,
          competitionId: past.id,
          number: seed.heat![0],
          startsAt: new Date(firstHeat + seed.heat![1] * 60_000),
          seconds: 90,
          title: entryHeatTitle(written.get(pastIds[index])!),
          position: byTime.findIndex((row) => row.index === index),
        })),
      )
      .returning({ id: competitionHeats.id });
    await tx.insert(competitionHeatEntries).values(
      PAST_ENTRIES.map((seed, index) => ({
        studioId,
        competitionId: past.id,
        heatId: heats[index].id,
        entryId: pastIds[index],
        placement: seed.heat![2],
        resultNote: seed.heat![3] ?? null,
      })),
    );
    await chargeEvent(tx, studioId, past.id, localToInstant(day(-70), "12:00", zone));

    // The medal exam day, two and a half weeks ahead: each student's slot, the examiner named.
    const examOn = day(17);
    const [exam] = await tx
      .insert(competitions)
      .values({
        studioId,
        kind: "medal_exam",
        name: "Medal Exams with Judith Hale",
        startsOn: examOn,
        endsOn: examOn,
        place: "Studio B",
        organiser: studio.name,
        entryDeadline: day(10),
        published: true,
        examFeeCents: 7500,
        examiner: "Judith Hale",
      })
      .returning({ id: competitions.id });
    await writeEntries(tx, studioId, exam.id, EXAM_ENTRIES, cast, { date: examOn, zone });
  });
}
