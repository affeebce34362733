import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { competitionEntries, competitionEntryDances, competitions, dances } from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { makeStudentMember } from "../helpers/people-factory";
import { makeInstructor, makeMember, makeStudio, sessionOf } from "../helpers/studio-factory";

type EntryValues = Partial<typeof competitionEntries.$inferInsert> & { studentId: string; dances: string[] };

/** A local day `days` from today in New York (makeStudio's zone). */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * A studio with a published showcase three weeks out: two instructors (Marco with an account), three
 * students with accounts (Ana, Ben, Cleo), the starter syllabus. Entries are written straight to the
 * table (the entries service is another part's); `enter` adds one with its dances by name.
 */
export async function makeHeatsStudio(event: Partial<typeof competitions.$inferInsert> = {}) {
  const { studio, owner } = await makeStudio();
  const db = await getDb();
  await ensureSyllabus(db, studio.id);
  const marcoMember = await makeMember(studio.id, "instructor", { name: "Marco Rossi" });
  const marco = await makeInstructor(studio.id, { name: "Marco Rossi", userId: marcoMember.user.id });
  const lena = await makeInstructor(studio.id, { name: "Lena Park" });
  const ana = await makeStudentMember(studio.id, { name: "Ana Lee" });
  const ben = await makeStudentMember(studio.id, { name: "Ben Ortiz" });
  const cleo = await makeStudentMember(studio.id, { name: "Cleo Diaz" });
  const day = dayFromToday(21);
  const [competition] = await db
    .insert(competitions)
    .values({
      studioId: studio.id,
      kind: "showcase",
      name: "Spring Showcase",
      startsOn: day,
      endsOn: day,
      entryDeadline: dayFromToday(10),
      published: true,
      heatSeconds: 90,
      ...event,
    })
    .returning();
  const danceRows = await db
    .select({ id: dances.id, name: dances.name, style: dances.style })
    .from(dances)
    .where(eq(dances.studioId, studio.id));
  const danceId = (name: string, style = "american-smooth") => {
    const found = danceRows.find((row) => row.name === name && row.style === style);
    if (!found) throw new Error(`no ${name} in ${style}`);
    return found.id;
  };
  async function enter(values: EntryValues) {
    const { dances: names, ...rest } = values;
    const style = rest.style ?? "american-smooth";
    const [entry] = await db
      .insert(competitionEntries)
      .values({ studioId: studio.id, competitionId: competition.id, entryType: "single", style, level: "bronze-2", ...rest })
      .returning();
    await db
      .insert(competitionEntryDances)
      .values(names.map((name) => ({ studioId: studio.id, entryId: entry.id, danceId: danceId(name, style) })));
    return entry;
  }
  const marcoSession = await sessionOf(marcoMember.token);
  return { studio, owner, marco, marcoToken: marcoMember.token, marcoSession, lena, ana, ben, cleo, day, competition, danceId, enter };
}

export async function competitionRow(studioId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.studioId, studioId), eq(competitions.id, id)));
  return row;
}
