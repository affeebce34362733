import type { Db } from "@/lib/db/client";
import type { DANCE_STYLES } from "@/lib/db/schema/column-values";
import { competitionEntries, competitionEntryDances, competitionItems, competitions } from "@/lib/db/schema";

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A published showcase a month ahead with a package, and one pro-am entry of the student with the
 * instructor: /api/competitions/{id} and /entries/{entryId} routes name them.
 */
export async function competitionRecords(
  db: Db,
  studioId: string,
  studentId: string,
  instructorId: string,
  dance: { id: string; style: (typeof DANCE_STYLES)[number] },
) {
  const [event] = await db
    .insert(competitions)
    .values({
      studioId,
      kind: "showcase",
      name: "Spring Showcase",
      startsOn: day(30),
      endsOn: day(30),
      entryDeadline: day(20),
      published: true,
      singleDanceCents: 4_500,
      instructorHeatCents: 3_000,
    })
    .returning({ id: competitions.id });
  await db
    .insert(competitionItems)
    .values({ studioId, competitionId: event.id, kind: "package", label: "10 heats + dinner", amountCents: 40_000, includedHeats: 10 });
  const [entry] = await db
    .insert(competitionEntries)
    .values({ studioId, competitionId: event.id, studentId, instructorId, entryType: "single", style: dance.style, level: "bronze-1" })
    .returning({ id: competitionEntries.id });
  await db.insert(competitionEntryDances).values({ studioId, entryId: entry.id, danceId: dance.id });
  return { competitionId: event.id, entryId: entry.id };
}
