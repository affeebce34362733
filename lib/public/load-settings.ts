import "server-only";
import type { Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getStudioTimeZone } from "@/lib/scheduling/studio-clock";
import { getOwnConsent, getPublicPageSettings } from "./page-settings";
import { listPendingTrials } from "./trial-requests";

/** For Settings (a server component can't import lib/db): the same functions the API answers with. */
export async function loadPublicPageSettings(session: Session) {
  return getPublicPageSettings(await getDb(), session);
}

export async function loadOwnConsent(session: Session) {
  return getOwnConsent(await getDb(), session);
}

export async function loadPendingTrials(session: Session) {
  return listPendingTrials(await getDb(), session);
}

export async function loadStudioTimeZone(session: Session) {
  return getStudioTimeZone(await getDb(), session.studioId);
}
