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
import type { COMPETITION_ENTRY_STATUSES, COMPETITION_ENTRY_TYPES } from "@/lib/db/schema/column-values";
import { queryRows } from "@/lib/db/query-rows";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getCompetitionRow } from "@/lib/competitions/competition-rows";
import { readEventSheets } from "@/lib/competitions/costs-read";
import { entryHeatTitle, loadSheetEntries } from "@/lib/competitions/heats-entries";
import { planShowcase } from "@/lib/competitions/heats-build";
import { writeHeatSheet } from "@/lib/competitions/heats-write";
import { readStudentLevels, suggestLevel } from "@/lib/competitions/levels-suggest";
import { addEntry } from "@/lib/payments/ledger";
import { nextLevel, type DanceStyle, type LevelKey } from "@/lib/progress/levels";

const DEMO_STUDENT_EMAIL = "student@promenade.test";
const DEMO_INSTRUCTOR_EMAIL = "instructor@promenade.test";

type Dancer = "sam" | "partner" | "maria1" | "maria2" | "james1" | "james2";
type Teacher = "maria" | "james";
/** One entry as the seed writes it: who dances, with whom, what (dances by name in one style). */
type SeedEntry = {
  student: Dancer;
  with?: Teacher | "partner";
  type: (typeof COMPETITION_ENTRY_TYPES)[number];
  style: DanceStyle;
  dances: string[];
  title?: string;
  status?: (typeof COMPETITION_ENTRY_STATUSES)[number];
  /** Above the level progress suggests: an exam is taken at the next level. */
  nextLevel?: true;
  /** A medal exam's slot, minutes after the exam day's first slot. */
  slot?: number;
  /** The past competition's sheet: heat number, minutes after its first heat, placement and note. */
  heat?: [number: string, minutes: number, placement: number, note?: string];
};

const SMOOTH = "american-smooth";
const RHYTHM = "american-rhythm";
const STANDARD = "international-standard";

const SHOWCASE_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"] },
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Foxtrot"] },
  { student: "sam", with: "maria", type: "multi", style: SMOOTH, dances: ["Waltz", "Foxtrot"], title: "Two-Dance W/F" },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"] },
  { student: "sam", with: "partner", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"] },
  { student: "maria2", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"] },
  { student: "maria2", with: "maria", type: "solo", style: RHYTHM, dances: ["Rumba"], title: "Showcase solo" },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Waltz"] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Quickstep"] },
  { student: "james2", with: "james", type: "single", style: STANDARD, dances: ["Waltz"] },
  // A student's own proposal, waiting for staff to confirm it.
  { student: "james2", with: "james", type: "single", style: STANDARD, dances: ["Foxtrot"], status: "proposed" },
];

const PAST_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"], heat: ["112", 0, 2] },
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Foxtrot"], heat: ["118", 9, 1] },
  { student: "maria2", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"], heat: ["113", 1.5, 3] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"], heat: ["204", 60, 3, "Callback to the final"] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"], heat: ["209", 67.5, 1] },
  // The organiser put Maria's two Rumba heats a minute apart: on the floor twice, a conflict on her sheet.
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"], heat: ["209A", 68.5, 2] },
  { student: "sam", with: "partner", type: "single", style: RHYTHM, dances: ["Cha Cha"], heat: ["231", 90, 4] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Waltz"], heat: ["305", 120, 1] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Quickstep"], heat: ["311", 129, 2] },
];

const EXAM_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "exam", style: SMOOTH, dances: ["Waltz", "Foxtrot"], nextLevel: true, slot: 0 },
  { student: "maria1", with: "maria", type: "exam", style: RHYTHM, dances: ["Cha Cha", "Rumba"], nextLevel: true, slot: 15 },
  { student: "james1", with: "james", type: "exam", style: STANDARD, dances: ["Waltz", "Quickstep"], nextLevel: true, slot: 30 },
  { student: "maria2", with: "maria", type: "exam", style: SMOOTH, dances: ["Waltz"], nextLevel: true, slot: 45 },
];

type Cast = { dancers: Record<Dancer, string>; teachers: Record<Teacher, string>; danceIds: Map<string, string> };

/** Who the demo's events are about: Sam, his partner, two of Maria's students, two of James's; the syllabus's dances. */
async function castOf(db: Db, studioId: string): Promise<Cast | null> {
  const staff = await db
    .select({ id: instructors.id, email: users.email, name: instructors.name })
    .from(instructors)
    .leftJoin(users, eq(users.id, instructors.userId))
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)))
    .orderBy(asc(instructors.createdAt), asc(instructors.name));
  const maria = staff.find((row) => row.email === DEMO_INSTRUCTOR_EMAIL) ?? staff[0];
  const james = staff.find((row) => row.name === "James Chen") ?? staff.find((row) => row !== maria);
  const [sam] = await db
    .select({ id: students.id, partnerId: students.partnerId })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, DEMO_STUDENT_EMAIL)));
  if (!maria || !james || !sam?.partnerId) return null;
  // Each instructor's own students (a lesson with them), by name; nobody twice.
  const taught = await queryRows<{ id: string; instructorId: string }>(
    db,
    sql`select distinct s.id, e.instructor_id as "instructorId", s.name from students s
      join bookings b on b.studio_id = s.studio_id and b.student_id = s.id
      join events e on e.studio_id = b.studio_id and e.id = b.event_id
      where s.studio_id = ${studioId}::uuid and s.active and s.erased_at is null
        and e.instructor_id in (${maria.id}::uuid, ${james.id}::uuid) and s.id not in (${sam.id}::uuid, ${sam.partnerId}::uuid)
      order by s.name, s.id`,
  );
  const mariaOwn = taught.filter((row) => row.instructorId === maria.id);
  const jamesOwn = taught.filter((row) => row.instructorId === james.id && !mariaOwn.slice(0, 2).some((own) => own.id === row.id));
  if (mariaOwn.length < 2 || jamesOwn.length < 2) return null;
  const syllabus = await db
    .select({ id: dances.id, name: dances.name, style: dances.style })
    .from(dances)
    .where(eq(dances.studioId, studioId));
  return {
    dancers: {
      sam: sam.id,
      partner: sam.partnerId,
      maria1: mariaOwn[0].id,
      maria2: mariaOwn[1].id,
      james1: jamesOwn[0].id,
      james2: jamesOwn[1].id,
    },
    teachers: { maria: maria.id, james: james.id },
    danceIds: new Map(syllabus.map((dance) => [`${dance.style} ${dance.name}`, dance.id])),
  };
}

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
