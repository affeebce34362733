import type { Session } from "@/lib/auth/session";

/**
 * Where each role lands (docs/product.md#on-the-phone): /app/schedule, the URL every
 * sign-in lands on, shows the page the role uses most. Owners run the studio from its calendar; an
 * instructor teaches from today's agenda; a student starts from their own lessons and booking.
 * The studio calendar stays one tap away for everyone at the same URL with `?view=calendar`.
 */
export type HomeScreen = "calendar" | "agenda" | "student";

/** The query that asks /app/schedule for the studio calendar whatever the role's home is. */
export const CALENDAR_VIEW = "calendar";
export const CALENDAR_HREF = `/app/schedule?view=${CALENDAR_VIEW}`;

type RoleOnly = Pick<Session, "role">;

/** The screen /app/schedule renders for this reader and `?view=` value. */
export function homeScreen(actor: RoleOnly, view?: string | string[]): HomeScreen {
  if (view === CALENDAR_VIEW || actor.role === "owner") return "calendar";
  return actor.role === "instructor" ? "agenda" : "student";
}

/**
 * /app/agenda was the instructor's first screen and /app/home the student's; both now live at
 * /app/schedule. /app/home sends everyone there; /app/agenda sends every role but the owner, who
 * keeps it for every instructor's lessons with attendance. Null: stay on the page.
 */
export function agendaPageRedirect(actor: RoleOnly): string | null {
  return actor.role === "owner" ? null : "/app/schedule";
}
