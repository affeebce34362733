import "server-only";
import type { Db } from "@/lib/db/client";
import { enqueueMessage } from "./enqueue";
import { type TrialLesson, trialInvitationMessage, trialSignInMessage } from "./messages/trial";
import { loadStudioContext } from "./studio-context";

/** Queues the first-lesson invitation with the invite row (same transaction). */
export async function notifyTrialInvitation(
  tx: Db,
  studioId: string,
  trial: { id: string; email: string; name: string; url: string; expiresAt: Date; lesson: TrialLesson },
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  await enqueueMessage(tx, trialInvitationMessage(studio, { ...trial, dedupeKey: `invite:${trial.id}` }));
}

/** "Sign in to confirm" for an address that already has an account. */
export async function notifyTrialSignIn(
  tx: Db,
  studioId: string,
  trial: { email: string; name: string; url: string; lesson: TrialLesson },
  now = new Date(),
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  // One per address and lesson a day: a visitor can't flood someone's inbox through the form.
  const dedupeKey = `trial-sign-in:${trial.email}:${trial.lesson.startsAt.toISOString()}:${now.toISOString().slice(0, 10)}`;
  await enqueueMessage(tx, trialSignInMessage(studio, { ...trial, dedupeKey }));
}
