import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { agendaPageRedirect } from "@/lib/access/home";
import { getAppSession } from "@/lib/auth/app-session";
import { AgendaScreen } from "./agenda-screen";

export const metadata: Metadata = { title: "Agenda" };

/** Every instructor's agenda, for owners; an instructor's own is their home at /app/schedule, where this sends them. */
export default async function AgendaPage() {
  const session = await getAppSession();
  const home = agendaPageRedirect(session);
  if (home) redirect(home);
  return <AgendaScreen session={session} />;
}
