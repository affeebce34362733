import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
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
  ledgerEntries,
} from "@/lib/db/schema";

/** A showcase in the exported studio with a row in each of its tables: an item chosen, an entry in a heat, a charge. */
export async function addCompetitionRecords(db: Db, studioId: string, studentId: string, instructorId: string) {
  const [dance] = await db.select({ id: dances.id, style: dances.style }).from(dances).where(eq(dances.studioId, studioId)).limit(1);
  const [event] = await db
    .insert(competitions)
    .values({
      studioId,
      kind: "showcase",
      name: "Spring Showcase",
      startsOn: "2026-12-12",
      endsOn: "2026-12-12",
      entryDeadline: "2026-12-01",
    })
    .returning({ id: competitions.id });
  const scope = { studioId, competitionId: event.id };
  const [item] = await db
    .insert(competitionItems)
    .values({ ...scope, kind: "extra", label: "Dinner ticket", amountCents: 6_000 })
    .returning({ id: competitionItems.id });
  await db.insert(competitionStudentItems).values({ ...scope, studentId, itemId: item.id, quantity: 2 });
  const [entry] = await db
    .insert(competitionEntries)
    .values({ ...scope, studentId, instructorId, entryType: "single", style: dance.style, level: "bronze-1" })
    .returning({ id: competitionEntries.id });
  await db.insert(competitionEntryDances).values({ studioId, entryId: entry.id, danceId: dance.id });
  const [heat] = await db
    .insert(competitionHeats)
    .values({ ...scope, number: "12", title: "Bronze Waltz", position: 1 })
    .returning({ id: competitionHeats.id });
  await db.insert(competitionHeatEntries).values({ ...scope, heatId: heat.id, entryId: entry.id, placement: 1 });
  const [charge] = await db
    .insert(ledgerEntries)
    .values({ studioId, studentId, kind: "charge", amountCents: 12_000, description: "Spring Showcase: entries and costs" })
    .returning({ id: ledgerEntries.id });
  await db.insert(competitionCharges).values({
    ...scope,
    studentId,
    ledgerEntryId: charge.id,
    amountCents: 12_000,
    lines: [{ label: "Dinner ticket × 2", amountCents: 12_000 }],
  });
}
