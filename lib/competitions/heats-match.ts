import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { instructors, students } from "@/lib/db/schema";
import { localToInstant } from "@/lib/dates/wall-time";
import { DANCE_STYLES, LEVEL_KEYS, STYLE_NAMES, defaultLevelName, type DanceStyle, type LevelKey } from "@/lib/progress/levels";
import type { CompetitionRow } from "./competition-rows";
import { csvError, nameKey, parseDay, parseWallTime, readCsv, type CsvRow } from "./heats-csv";
import { entryHeatTitle, type SheetEntry } from "./heats-entries";
import type { PlannedHeat } from "./heats-write";

/** The heat list's columns and the header names each answers to (docs/heat-list-csv.md). */
const HEAT_COLUMNS: Record<string, string[]> = {
  heat: ["heat", "heat number", "heat no", "no", "number"],
  date: ["date", "day"],
  time: ["time", "start", "start time", "starts"],
  seconds: ["seconds", "duration seconds"],
  title: ["title", "event", "description"],
  dancer: ["dancer", "student", "leader"],
  partner: ["partner", "follower", "instructor", "with"],
  style: ["style"],
  level: ["level"],
  dance: ["dance", "dances"],
};

export type People = { students: Map<string, { id: string; name: string }[]>; instructors: Map<string, { id: string; name: string }[]> };

export async function loadPeople(tx: Tx, studioId: string): Promise<People> {
  const group = (rows: { id: string; name: string }[]) => {
    const map = new Map<string, { id: string; name: string }[]>();
    for (const row of rows) map.set(nameKey(row.name), [...(map.get(nameKey(row.name)) ?? []), row]);
    return map;
  };
  const [studentRows, instructorRows] = await Promise.all([
    tx.select({ id: students.id, name: students.name }).from(students).where(eq(students.studioId, studioId)),
    tx.select({ id: instructors.id, name: instructors.name }).from(instructors).where(eq(instructors.studioId, studioId)),
  ]);
  return { students: group(studentRows), instructors: group(instructorRows) };
}

export type Dancers = { studentIds: string[]; instructorId: string | null };

/** The row's two names as the studio's students and instructor; an unknown or doubled name is refused naming the row. */
export function identify(row: CsvRow, people: People): Dancers {
  const names = [row.values.dancer ?? "", row.values.partner ?? ""].filter((name) => name !== "");
  if (names.length === 0) throw csvError("name the dancer (the student) in the Dancer column.", row.row);
  const found: Dancers = { studentIds: [], instructorId: null };
  for (const name of names) {
    const student = people.students.get(nameKey(name)) ?? [];
    const instructor = people.instructors.get(nameKey(name)) ?? [];
    if (student.length + instructor.length > 1)
      throw csvError(`"${name}" is the name of more than one person at the studio: give one of them a distinct name first.`, row.row);
    if (student[0]) found.studentIds.push(student[0].id);
    else if (instructor[0] && !found.instructorId) found.instructorId = instructor[0].id;
    else if (instructor[0]) throw csvError(`two instructors dance together ("${name}"): a heat here is a student's entry.`, row.row);
    else throw csvError(`no student or instructor of the studio is named "${name}".`, row.row);
  }
  if (found.studentIds.length === 0)
    throw csvError(`none of ${names.map((name) => `"${name}"`).join(" and ")} is a student of the studio.`, row.row);
  return found;
}

const styleOf = (value: string): DanceStyle | null =>
  DANCE_STYLES.find((style) => nameKey(style) === nameKey(value) || nameKey(STYLE_NAMES[style]) === nameKey(value)) ?? null;
const levelOf = (value: string): LevelKey | null =>
  LEVEL_KEYS.find((level) => nameKey(level) === nameKey(value) || nameKey(defaultLevelName(level)) === nameKey(value)) ?? null;

export function sameDancers(entry: SheetEntry, dancers: Dancers): boolean {
  const entryStudents = [entry.studentId, entry.partnerStudentId].filter(Boolean).sort();
  return entry.instructorId === dancers.instructorId && entryStudents.join() === [...dancers.studentIds].sort().join();
}

function matchesDance(entry: SheetEntry, value: string): boolean {
  if (entry.title && nameKey(entry.title) === nameKey(value)) return true;
  const wanted = value
    .split(/[/,&+]/)
    .map(nameKey)
    .filter(Boolean)
    .sort();
  return (
    wanted.join("|") ===
    entry.dances
      .map((dance) => nameKey(dance.name))
      .sort()
      .join("|")
  );
}

function describe(row: CsvRow): string {
  const who = [row.values.dancer, row.values.partner].filter(Boolean).join(" with ");
  const what = [row.values.level, row.values.style, row.values.dance].filter(Boolean).join(" ");
  return what ? `${who} in ${what}` : who;
}

/** The one entry a row names (its dancers, and its dance, style and level where given), not used by an earlier row. */
function matchEntry(row: CsvRow, dancers: Dancers, entries: SheetEntry[], used: Set<string>): SheetEntry {
  const style = row.values.style ? styleOf(row.values.style) : null;
  if (row.values.style && !style)
    throw csvError(`"${row.values.style}" isn't a style (e.g. American Smooth, International Latin).`, row.row);
  const level = row.values.level ? levelOf(row.values.level) : null;
  if (row.values.level && !level) throw csvError(`"${row.values.level}" isn't a level (e.g. Bronze 2, Silver 1).`, row.row);
  const candidates = entries.filter(
    (entry) =>
      sameDancers(entry, dancers) &&
      (!style || entry.style === style) &&
      (!level || entry.level === level) &&
      (!row.values.dance || matchesDance(entry, row.values.dance)),
  );
  if (candidates.length === 0) throw csvError(`${describe(row)} has no entry at this event: enter it first, or correct the row.`, row.row);
  const free = candidates.filter((entry) => !used.has(entry.id));
  if (free.length === 0) throw csvError(`${describe(row)} is already in an earlier heat (one entry dances one heat).`, row.row);
  const kinds = new Set(free.map((entry) => `${entry.style}|${entry.level}|${entryHeatTitle(entry)}`));
  if (kinds.size > 1)
    throw csvError(`${describe(row)} matches ${free.length} entries: add the Dance, Style or Level column to tell them apart.`, row.row);
  return free[0];
}

/** The heat's start from the row's Date (else the event's first day) and Time; null without a time. */
function startOf(row: CsvRow, competition: CompetitionRow, timeZone: string): Date | null {
  const raw = row.values.time ?? "";
  if (!raw) return null;
  const [dayPart, timePart] = /\d{4}-\d{2}-\d{2}[ T]/.test(raw) ? [raw.slice(0, 10), raw.slice(11)] : [row.values.date ?? "", raw];
  const time = parseWallTime(timePart);
  if (!time) throw csvError(`"${raw}" isn't a time: write it like 19:30 or 7:30 PM.`, row.row);
  const day = dayPart ? parseDay(dayPart) : competition.startsOn;
  if (!day) throw csvError(`"${dayPart}" isn't a date: write it like 2026-05-02.`, row.row);
  if (day < competition.startsOn || day > competition.endsOn)
    throw csvError(`${day} is outside the event's days (${competition.startsOn} to ${competition.endsOn}).`, row.row);
  return localToInstant(day, time, timeZone);
}

/**
 * The organiser's heat list read against the studio's people and the event's entries: one heat per
 * Heat number (in the order the list first names it), each row one entry in it. Any row that names
 * an unknown dancer, no entry of the event, or a bad time refuses the whole list naming that row.
 */
export async function planFromCsv(
  tx: Tx,
  competition: CompetitionRow,
  timeZone: string,
  entries: SheetEntry[],
  csv: string,
): Promise<PlannedHeat[]> {
  const rows = readCsv(csv, HEAT_COLUMNS, ["heat", "dancer"]);
  const people = await loadPeople(tx, competition.studioId);
  const heats = new Map<string, PlannedHeat & { timeRow: number | null }>();
  const used = new Set<string>();
  for (const row of rows) {
    const number = row.values.heat.replace(/^#/, "").trim();
    if (!number) throw csvError("the Heat column is empty: give the heat's number as the organiser prints it.", row.row);
    if (number.length > 20) throw csvError("a heat number has at most 20 characters.", row.row);
    const entry = matchEntry(row, identify(row, people), entries, used);
    used.add(entry.id);
    const startsAt = startOf(row, competition, timeZone);
    const seconds = row.values.seconds ? Number(row.values.seconds) : competition.heatSeconds;
    if (!Number.isInteger(seconds) || seconds < 15 || seconds > 3600)
      throw csvError(`"${row.values.seconds}" isn't a heat length: give whole seconds between 15 and 3600.`, row.row);
    const heat = heats.get(number);
    if (!heat) {
      const title = (row.values.title || entryHeatTitle(entry)).slice(0, 200);
      heats.set(number, { number, startsAt, seconds, title, entryIds: [entry.id], timeRow: startsAt ? row.row : null });
      continue;
    }
    if (startsAt && heat.startsAt && startsAt.getTime() !== heat.startsAt.getTime())
      throw csvError(`heat ${number} starts at another time on row ${heat.timeRow}.`, row.row);
    if (startsAt && !heat.startsAt) Object.assign(heat, { startsAt, timeRow: row.row });
    heat.entryIds.push(entry.id);
  }
  return [...heats.values()].map(({ timeRow: _row, ...heat }) => heat);
}
