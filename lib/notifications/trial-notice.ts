import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueMessage } from "./enqueue";
import { INVITE_URL } from "./invitation-notice";
import { type TrialLesson, trialConfirmationMessage, trialInvitationMessage, trialSignInMessage } from "./messages/trial";
import { secretSlot } from "./secrets";
import { loadStudioContext } from "./studio-context";

/** Queues the first-lesson invitation with the invite row (same transaction); the token only in the secrets. */
export async function notifyTrialInvitation(
  tx: Db,
  studioId: string,
  trial: { id: string; email: string; name: string; token: string; expiresAt: Date; lesson: TrialLesson },
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  const { token, ...rest } = trial;
  await enqueueMessage(tx, {
    ...trialInvitationMessage(studio, { ...rest, url: INVITE_URL, dedupeKey: `invite:${trial.id}` }),
    secrets: { token },
  });
}

/**
 * "Confirm your first lesson", with the confirmation row (same transaction). The link is on
 * SITE_URL (never the request's Host: a visitor's forged Host must not put their site in the
 * e-mail), its token only in the secrets.
 */
export async function notifyTrialConfirmation(
  tx: Db,
  studioId: string,
  trial: {
    id: string;
    slug: string;
    email: string;
    name: string;
    token: string;
    expiresAt: Date;
    lesson: { title: string; startsAt: Date };
  },
): Promise<void> {
  const studio = await loadStudioContext(tx, studioId);
  const url = `${env.SITE_URL}/s/${trial.slug}/trial/confirm/${secretSlot("token")}`;
  await enqueueMessage(tx, {
    ...trialConfirmationMessage(studio, { ...trial, url, dedupeKey: `trial-confirm:${trial.id}` }),
    secrets: { token: trial.token },
  });
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
