import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";

/** The first week of a new studio, in order; each step is read from the studio's own data. */
export const CHECKLIST_STEPS = ["room", "services", "hours", "instructor", "student", "class", "booking"] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

export type SetupChecklist = {
  steps: { key: ChecklistStep; done: boolean }[];
  done: number;
  complete: boolean;
  dismissed: boolean;
  /** Shown on the schedule: not dismissed, and either unfinished or finished within the studio's first month. */
  visible: boolean;
};

/** A finished checklist stays on the schedule (all ticked) through the studio's first 30 days, unless dismissed. */
const SHOW_FINISHED_DAYS = 30;

/**
 * Each step ticks itself from real rows, so there is no "mark as done" to forget: a room, a
 * service, business hours, an instructor and a student invited (or already signed in), an event
 * on the calendar, a booking taken. One query of EXISTS probes, each stopping at its first row.
 */
export async function getSetupChecklist(db: Db, session: Session, now = new Date()): Promise<SetupChecklist> {
  const id = session.studioId;
  const [row] = await db
    .select({
      room: sql<boolean>`exists (select 1 from rooms where studio_id = ${id})`,
      services: sql<boolean>`exists (select 1 from services where studio_id = ${id})`,
      hours: sql<boolean>`${studios.businessHours} is not null`,
      instructor: sql<boolean>`exists (select 1 from invites where studio_id = ${id} and role = 'instructor')
        or exists (select 1 from instructors where studio_id = ${id} and user_id is not null)`,
      student: sql<boolean>`exists (select 1 from invites where studio_id = ${id} and role = 'student')
        or exists (select 1 from students where studio_id = ${id} and user_id is not null)`,
      class: sql<boolean>`exists (select 1 from events where studio_id = ${id})`,
      booking: sql<boolean>`exists (select 1 from bookings where studio_id = ${id} and status <> 'held')`,
      dismissedAt: studios.checklistDismissedAt,
      createdAt: studios.createdAt,
    })
    .from(studios)
    .where(eq(studios.id, id));
  const steps = CHECKLIST_STEPS.map((key) => ({ key, done: isTrue(row[key]) }));
  const done = steps.filter((step) => step.done).length;
  const complete = done === steps.length;
  const dismissed = row.dismissedAt !== null;
  const young = now.getTime() - row.createdAt.getTime() < SHOW_FINISHED_DAYS * 86_400_000;
  return { steps, done, complete, dismissed, visible: !dismissed && (!complete || young) };
}

/** Put the checklist away, or bring it back (from Settings). */
export async function setChecklistDismissed(db: Db, session: Session, dismissed: boolean, now = new Date()): Promise<SetupChecklist> {
  await db
    .update(studios)
    .set({ checklistDismissedAt: dismissed ? now : null })
    .where(eq(studios.id, session.studioId));
  return getSetupChecklist(db, session, now);
}

// Raw SQL booleans come back as booleans from both drivers; a string "t" is tolerated all the same.
function isTrue(value: unknown): boolean {
  return value === true || value === "t" || value === "true";
}
