import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { announcements } from "@/lib/db/schema";
import { queueAnnouncement } from "@/lib/notifications/community-notices";
import { findAnnouncementRecipients } from "./announcement-audience";
import type { TAnnouncement } from "./schemas";

/**
 * POST /api/announcements (owners, Pro "Marketing tools"): e-mails students through the outbox, each
 * person and each address once, and keeps a record for the list of sent announcements.
 */
export async function sendAnnouncement(db: Db, session: Session, input: TAnnouncement, now = new Date()) {
  const { recipients, audienceLabel } = await findAnnouncementRecipients(db, session, input, now);
  if (!recipients.length) throw new AppError("rule", "No student with an account matches: nobody would receive this announcement.");
  const id = randomUUID();
  const sent = await db.transaction(async (tx) => {
    const queued = await queueAnnouncement(tx, session.studioId, recipients, { id, subject: input.subject, body: input.body }, now);
    await tx.insert(announcements).values({
      id,
      studioId: session.studioId,
      subject: input.subject,
      body: input.body,
      audience: input.audience,
      audienceLabel,
      recipients: queued.recipients,
      suppressed: queued.suppressed,
      sentByName: session.name,
      createdAt: now,
    });
    return queued;
  });
  return { announcement: { id, ...input, audienceLabel, ...sent } };
}

export type SentAnnouncement = {
  id: string;
  subject: string;
  audienceLabel: string;
  recipients: number;
  suppressed: number;
  sentByName: string;
  createdAt: string;
};

/** GET /api/announcements: the studio's sent announcements, newest first (the last 100). */
export async function listAnnouncements(db: Db, session: Session): Promise<{ announcements: SentAnnouncement[] }> {
  const rows = await db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      audienceLabel: announcements.audienceLabel,
      recipients: announcements.recipients,
      suppressed: announcements.suppressed,
      sentByName: announcements.sentByName,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(eq(announcements.studioId, session.studioId))
    .orderBy(desc(announcements.createdAt))
    .limit(100);
  return { announcements: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
