import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { goalDances, goals, progressNotes } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import type { DemoDancer } from "./demo-dancer";

/** The demo dancers' goals (Sam's medal-ball goal and weekly practice) and their instructors' notes, one with a video link. */
export async function demoGoalsAndNotes(db: Db, studioId: string, roster: readonly DemoDancer[], today: string): Promise<void> {
  const [sam, ...others] = roster;
  const goalRows: (typeof goals.$inferInsert & { id: string; danceIds?: string[] })[] = [
    {
      id: randomUUID(),
      studioId,
      studentId: sam.studentId,
      title: "Bronze 4 Waltz and Foxtrot by the spring medal ball",
      kind: "level",
      level: "bronze-4",
      targetDate: addDays(today, 120),
      createdBy: sam.recorder,
      danceIds: sam.danceIds.slice(0, 2),
    },
    {
      id: randomUUID(),
      studioId,
      studentId: sam.studentId,
      title: "3 hours of practice a week",
      kind: "practice",
      weeklyMinutes: 180,
      targetDate: addDays(today, 180),
    },
    ...others.slice(0, 4).map((dancer) => ({
      id: randomUUID(),
      studioId,
      studentId: dancer.studentId,
      title: "Next check-out before the holiday showcase",
      kind: "level" as const,
      level: "bronze-4" as const,
      targetDate: addDays(today, 45 + dancer.index * 7),
      createdBy: dancer.recorder,
      danceIds: dancer.danceIds.slice(0, 1),
    })),
    {
      id: randomUUID(),
      studioId,
      studentId: others[4]?.studentId ?? sam.studentId,
      title: "Dance a showcase routine at the summer party",
      kind: "other",
      targetDate: addDays(today, 10),
      achievedAt: addDays(today, -30),
    },
  ];
  await db.insert(goals).values(goalRows.map(({ danceIds: _dances, ...goal }) => goal));
  const links = goalRows.flatMap((goal) => (goal.danceIds ?? []).map((danceId) => ({ studioId, goalId: goal.id, danceId })));
  if (links.length > 0) await db.insert(goalDances).values(links);

  const at = (daysAgo: number) => localToInstant(addDays(today, -daysAgo), "18:00", "UTC");
  await db.insert(progressNotes).values([
    {
      studioId,
      studentId: sam.studentId,
      authorId: sam.recorder,
      body: "Lovely rise and fall in the Waltz today. Keep the frame wide through the left box turn.",
      createdAt: at(2),
    },
    {
      studioId,
      studentId: sam.studentId,
      authorId: sam.recorder,
      body: "Here is the box turn we filmed: watch the heel leads on counts 1 and 4.",
      videoUrl: "https://videos.example.com/promenade/waltz-left-box-turn",
      createdAt: at(9),
    },
    {
      studioId,
      studentId: sam.studentId,
      authorId: sam.recorder,
      body: "Cha Cha chassés are cleaner. Next: Cuban motion through the crossover breaks.",
      createdAt: at(23),
    },
    ...others.slice(0, 6).map((dancer, order) => ({
      studioId,
      studentId: dancer.studentId,
      authorId: dancer.recorder,
      body: "Good lesson. Practise the figures we checked today twice before next week.",
      createdAt: at(5 + order * 4),
    })),
  ]);
}
