import "server-only";
import { and, eq } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { notificationPreferences, studioNotificationSettings } from "@/lib/db/schema";
import { MESSAGE_KINDS, MESSAGE_KIND_KEYS, OPTIONAL_KINDS, type Audience, type MessageKind } from "./kinds";
import { PUSH_KINDS, PUSH_KIND_KEYS } from "./push-kinds";
import { isMailConfigured } from "./mail-transport";
import { DEFAULT_REMINDER_HOURS } from "./scan";
import type { TNotificationSettingsPatch } from "./schemas";

export type KindChoice = { kind: MessageKind; label: string; on: boolean };
export type NotificationSettings = {
  /** The messages this person may turn off (by their role), and whether each is on. */
  mine: KindChoice[];
  /** Always sent (receipts, password reset, invitations): listed so nobody wonders. */
  always: { kind: MessageKind; label: string }[];
  /** The kinds this person may get as push notifications (by their role), and whether each is on. */
  push: KindChoice[];
  /** Owners: the studio's reminder lead time and the kinds it sends. */
  studio: { reminderLeadHours: number; kinds: KindChoice[] } | null;
  /** false: no SMTP_URL — messages are kept in the e-mail log, not sent. */
  mailConfigured: boolean;
};

/** Whose messages this person is offered: a student's; an owner's; an instructor's (an owner who teaches gets both). */
function audiencesOf(session: Session): Audience[] {
  if (session.studentId) return ["student"];
  return [...(canManageStudio(session) ? (["owner"] as const) : []), ...(session.instructorId ? (["instructor"] as const) : [])];
}

export async function getNotificationSettings(db: Db, session: Session): Promise<NotificationSettings> {
  const [mine] = await db
    .select({ mutedKinds: notificationPreferences.mutedKinds, pushMutedKinds: notificationPreferences.pushMutedKinds })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.studioId, session.studioId), eq(notificationPreferences.userId, session.userId)));
  const muted = new Set(mine?.mutedKinds ?? []);
  const pushMuted = new Set(mine?.pushMutedKinds ?? []);
  const audiences = audiencesOf(session);
  const pushKinds = PUSH_KIND_KEYS.filter((kind) => PUSH_KINDS[kind].audiences.some((audience) => audiences.includes(audience)));
  const personal = OPTIONAL_KINDS.filter((kind) => audiences.includes(MESSAGE_KINDS[kind].audience));
  let studio: NotificationSettings["studio"] = null;
  if (canManageStudio(session)) {
    const [row] = await db.select().from(studioNotificationSettings).where(eq(studioNotificationSettings.studioId, session.studioId));
    const studioMuted = new Set(row?.mutedKinds ?? []);
    studio = {
      reminderLeadHours: row?.reminderLeadHours ?? DEFAULT_REMINDER_HOURS,
      kinds: OPTIONAL_KINDS.map((kind) => ({ kind, label: MESSAGE_KINDS[kind].label, on: !studioMuted.has(kind) })),
    };
  }
  return {
    mine: personal.map((kind) => ({ kind, label: MESSAGE_KINDS[kind].label, on: !muted.has(kind) })),
    push: pushKinds.map((kind) => ({ kind, label: PUSH_KINDS[kind].label, on: !pushMuted.has(kind) })),
    always: MESSAGE_KIND_KEYS.filter((kind) => MESSAGE_KINDS[kind].always).map((kind) => ({ kind, label: MESSAGE_KINDS[kind].label })),
    studio,
    mailConfigured: isMailConfigured(),
  };
}

export async function updateNotificationSettings(db: Db, session: Session, input: TNotificationSettingsPatch, now = new Date()) {
  if (input.studio && !canManageStudio(session))
    throw new AppError("forbidden", "Only the studio's owner can change what the studio sends.");
  if (input.mutedKinds) await muteKinds(db, session.studioId, session.userId, input.mutedKinds, now);
  if (input.pushMutedKinds) {
    const pushMutedKinds = input.pushMutedKinds;
    await db
      .insert(notificationPreferences)
      .values({ studioId: session.studioId, userId: session.userId, pushMutedKinds, updatedAt: now })
      .onConflictDoUpdate({
        target: [notificationPreferences.studioId, notificationPreferences.userId],
        set: { pushMutedKinds, updatedAt: now },
      });
  }
  if (input.studio) {
    const values = { studioId: session.studioId, updatedAt: now, ...input.studio };
    await db
      .insert(studioNotificationSettings)
      .values(values)
      .onConflictDoUpdate({ target: studioNotificationSettings.studioId, set: { ...input.studio, updatedAt: now } });
  }
  return getNotificationSettings(db, session);
}

/** Replaces a person's muted kinds (Settings → Notifications). */
export async function muteKinds(db: Db, studioId: string, userId: string, mutedKinds: string[], now = new Date()) {
  await db
    .insert(notificationPreferences)
    .values({ studioId, userId, mutedKinds, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.studioId, notificationPreferences.userId],
      set: { mutedKinds, updatedAt: now },
    });
}

/** For Settings → Notifications (a server component, which opens nothing itself). */
export async function loadNotificationSettings(session: Session): Promise<NotificationSettings> {
  return getNotificationSettings(await getDb(), session);
}
