import type { Metadata } from "next";
import { AgendaScreen } from "@/app/app/agenda/agenda-screen";
import { homeScreen } from "@/lib/access/home";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { CalendarScreen } from "./calendar-screen";
import { StudentHomeScreen } from "./student-home-screen";

type Search = Promise<{ view?: string | string[] }>;

const TITLES = { calendar: "Studio calendar", agenda: "Agenda", student: "Home" } as const;

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const session = await getAppSession();
  const screen = homeScreen(session, (await searchParams).view);
  return { title: canManageStudio(session) ? "Schedule" : TITLES[screen] };
}

/**
 * Where every sign-in lands, and where /app goes: each role's home (lib/access/home.ts).
 * Owners get the studio calendar; instructors today's agenda; students their lessons and booking.
 * `?view=calendar` is the studio calendar for everyone.
 */
export default async function SchedulePage({ searchParams }: { searchParams: Search }) {
  const session = await getAppSession();
  const screen = homeScreen(session, (await searchParams).view);
  if (screen === "agenda") return <AgendaScreen session={session} />;
  if (screen === "student") return <StudentHomeScreen session={session} />;
  return <CalendarScreen session={session} />;
}
