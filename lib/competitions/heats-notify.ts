import "server-only";
import crypto from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueMessages, type NewMessage } from "@/lib/notifications/enqueue";
import { formatWhen } from "@/lib/notifications/format-when";
import { renderEmail } from "@/lib/notifications/layout";
import { studentRecipient, type Recipient } from "@/lib/notifications/recipients";
import { loadStudioContext, type StudioContext } from "@/lib/notifications/studio-context";
import { plural } from "@/lib/text/plural";
import type { CompetitionRow } from "./competition-rows";
import type { SheetEntry } from "./heats-entries";
import type { LoadedHeat } from "./heats-read";

/** One heat as a student's e-mail lists it. */
export type HeatLine = { number: string; startsAt: Date | null; title: string; partner: string | null };

/**
 * The student's heats at one event. The dedupe key is the event, the student and a digest of
 * exactly what the message lists: the same sheet imported again mails nobody twice, a changed time
 * or heat mails the student the new list.
 */
export function heatSheetMessage(
  studio: StudioContext,
  to: Recipient,
  event: { id: string; name: string },
  studentId: string,
  heats: HeatLine[],
): NewMessage {
  const when = (heat: HeatLine) => (heat.startsAt ? formatWhen(heat.startsAt, studio) : "time to be announced");
  const lines = heats.map((heat) => `${heat.number}|${heat.startsAt?.toISOString() ?? ""}|${heat.title}|${heat.partner ?? ""}`);
  const digest = crypto.createHash("sha256").update(lines.join("\n")).digest("base64url").slice(0, 22);
  const rendered = renderEmail(studio, {
    heading: `Your heats at ${event.name}`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      `Here ${heats.length === 1 ? "is your heat" : `are your ${plural(heats.length, "heat")}`} at ${event.name}. They are in your calendar feed too, and on the event's Heats page.`,
    ],
    details: heats.map((heat) => [`Heat ${heat.number}`, `${when(heat)} · ${heat.title}${heat.partner ? ` with ${heat.partner}` : ""}`]),
    action: { label: "See your heats", url: `${env.SITE_URL}/app/competitions/${event.id}/heats` },
  });
  return {
    studioId: studio.id,
    kind: "heat_sheet",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Your heats at ${event.name}`,
    ...rendered,
    dedupeKey: `heat_sheet:${event.id}:${studentId}:${digest}`,
  };
}

/**
 * After a sheet is written (same transaction): each student dancing at a published event gets their
 * heats by e-mail, once per version of their list. An unpublished event mails nobody yet (students
 * don't see it); importing or building again after publishing sends them.
 */
export async function mailHeatSheets(
  tx: Tx,
  competition: CompetitionRow,
  heats: LoadedHeat[],
  entries: Map<string, SheetEntry>,
  now: Date,
): Promise<number> {
  if (!competition.published) return 0;
  const perStudent = new Map<string, HeatLine[]>();
  for (const heat of heats) {
    for (const { entryId } of heat.entries) {
      const entry = entries.get(entryId);
      if (!entry) continue;
      const add = (studentId: string, partner: string | null) =>
        perStudent.set(studentId, [
          ...(perStudent.get(studentId) ?? []),
          { number: heat.number, startsAt: heat.startsAt, title: heat.title, partner },
        ]);
      add(entry.studentId, entry.instructorName ?? entry.partnerName);
      if (entry.partnerStudentId) add(entry.partnerStudentId, entry.studentName);
    }
  }
  if (perStudent.size === 0) return 0;
  const studio = await loadStudioContext(tx, competition.studioId, now);
  const messages: NewMessage[] = [];
  for (const [studentId, lines] of perStudent) {
    const to = await studentRecipient(tx, competition.studioId, studentId);
    if (to) messages.push(heatSheetMessage(studio, to, competition, studentId, lines));
  }
  return enqueueMessages(tx, messages, now);
}
