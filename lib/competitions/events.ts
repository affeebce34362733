import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { competitionEntries, competitionItems, competitions, competitionStudentItems } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { adjustChargesAfterChange } from "./charges";
import { beforeDeadline, entriesCloseAt, getCompetitionRow, lockCompetition, type CompetitionRow } from "./competition-rows";
import type { TCompetitionInput, TCompetitionItemInput, TCompetitionPatch } from "./events-schemas";
import type { CompetitionListItem, CompetitionStudentView, CompetitionView } from "./events-views";

type ItemRow = typeof competitionItems.$inferSelect;

const ITEM = {
  id: competitionItems.id,
  competitionId: competitionItems.competitionId,
  kind: competitionItems.kind,
  label: competitionItems.label,
  amountCents: competitionItems.amountCents,
  includedHeats: competitionItems.includedHeats,
  position: competitionItems.position,
};

async function readItems(db: Db | Tx, studioId: string, competitionId: string) {
  return db
    .select(ITEM)
    .from(competitionItems)
    .where(and(eq(competitionItems.studioId, studioId), eq(competitionItems.competitionId, competitionId)))
    .orderBy(asc(competitionItems.position), asc(competitionItems.label));
}

/** Staff read an event with its fee table and items. */
export function competitionView(
  row: CompetitionRow,
  items: Pick<ItemRow, "id" | "kind" | "label" | "amountCents" | "includedHeats" | "position">[],
  timeZone: string,
  now = new Date(),
): CompetitionView {
  return {
    ...row,
    entriesCloseAt: entriesCloseAt(row, timeZone),
    entriesOpen: beforeDeadline(row, timeZone, now),
    items,
  };
}

/**
 * Students read a published event without the studio's prices: built field by field, since server
 * pages hand it to client components without the answer's schema in between.
 */
function studentView(view: CompetitionView): CompetitionStudentView {
  const { id, kind, name, startsOn, endsOn, place, organiser, entryDeadline, published, entriesCloseAt, entriesOpen, examiner } = view;
  return {
    ...{ id, kind, name, startsOn, endsOn, place, organiser, entryDeadline, published, entriesCloseAt, entriesOpen, examiner },
    items: view.items
      .filter((item) => item.kind !== "shared")
      .map((item) => ({ id: item.id, kind: item.kind, label: item.label, includedHeats: item.includedHeats })),
  };
}

/** 404 for a student unless the event is published: an unpublished one doesn't exist for them. */
export function assertVisible(session: Session, row: CompetitionRow): void {
  if (isStudent(session) && !row.published) throw new AppError("not_found", "That event doesn't exist.");
}

/** One event as the caller may read it (staff: the fee table; a student: a published event without prices). */
export async function getCompetition(
  db: Db,
  session: Session,
  id: string,
  now = new Date(),
): Promise<CompetitionView | CompetitionStudentView> {
  const row = await getCompetitionRow(db, session.studioId, id);
  assertVisible(session, row);
  const view = competitionView(row, await readItems(db, session.studioId, id), session.studioTimeZone, now);
  return isStudent(session) ? studentView(view) : view;
}

/** Staff's full view of an event (server pages and the costs and heats screens). */
export async function getCompetitionForStaff(db: Db, session: Session, id: string, now = new Date()): Promise<CompetitionView> {
  const row = await getCompetitionRow(db, session.studioId, id);
  return competitionView(row, await readItems(db, session.studioId, id), session.studioTimeZone, now);
}

/**
 * The studio's events, soonest first (past ones latest first): students only published ones, and
 * `entries`/`students` count what the reader may see (a student: their own entries).
 */
export async function listCompetitions(
  db: Db,
  session: Session,
  options: { when?: "upcoming" | "past" | "all" } = {},
  now = new Date(),
): Promise<CompetitionListItem[]> {
  const today = instantToLocal(now, session.studioTimeZone).date;
  const when = options.when ?? "upcoming";
  const own = isStudent(session) ? (session.studentId ?? "00000000-0000-0000-0000-000000000000") : null;
  const mine = own ? sql`and (e.student_id = ${own} or e.partner_student_id = ${own})` : sql``;
  const rows = await db
    .select({
      id: competitions.id,
      kind: competitions.kind,
      name: competitions.name,
      startsOn: competitions.startsOn,
      endsOn: competitions.endsOn,
      place: competitions.place,
      entryDeadline: competitions.entryDeadline,
      published: competitions.published,
      entries: sql<number>`(select count(*)::int from competition_entries e where e.studio_id = competitions.studio_id and e.competition_id = competitions.id ${mine})`,
      students: sql<number>`(select count(distinct s.id)::int from competition_entries e cross join lateral (values (e.student_id), (e.partner_student_id)) as s(id) where e.studio_id = competitions.studio_id and e.competition_id = competitions.id and s.id is not null ${mine})`,
    })
    .from(competitions)
    .where(
      and(
        eq(competitions.studioId, session.studioId),
        isStudent(session) ? eq(competitions.published, true) : undefined,
        when === "upcoming" ? gte(competitions.endsOn, today) : when === "past" ? lt(competitions.endsOn, today) : undefined,
      ),
    )
    .orderBy(when === "past" ? desc(competitions.startsOn) : asc(competitions.startsOn), asc(competitions.name));
  return rows.map((row) => ({ ...row, entriesOpen: beforeDeadline(row, session.studioTimeZone, now) }));
}

function checkDates(row: Pick<CompetitionRow, "startsOn" | "endsOn" | "entryDeadline">): void {
  if (row.endsOn < row.startsOn)
    throw new AppError("validation", "End on or after the first day.", { fields: { endsOn: "End on or after the first day." } });
  if (row.entryDeadline > row.startsOn)
    throw new AppError("validation", "The entry deadline is on or before the first day.", {
      fields: { entryDeadline: "The entry deadline is on or before the first day." },
    });
}

/** Every student going to the event: entered (as the student or the partner) or with a package or extra. */
export async function eventStudentIds(tx: Db | Tx, studioId: string, competitionId: string): Promise<string[]> {
  const [entries, chosen] = await Promise.all([
    tx
      .select({ studentId: competitionEntries.studentId, partnerId: competitionEntries.partnerStudentId })
      .from(competitionEntries)
      .where(and(eq(competitionEntries.studioId, studioId), eq(competitionEntries.competitionId, competitionId))),
    tx
      .select({ studentId: competitionStudentItems.studentId })
      .from(competitionStudentItems)
      .where(and(eq(competitionStudentItems.studioId, studioId), eq(competitionStudentItems.competitionId, competitionId))),
  ]);
  const ids = [
    ...entries.flatMap((row) => (row.partnerId ? [row.studentId, row.partnerId] : [row.studentId])),
    ...chosen.map((row) => row.studentId),
  ];
  return [...new Set(ids)];
}

/** Writes the event's lines: those with an id are kept and changed, new ones added, the rest removed. Returns the students whose choice lost a line. */
async function replaceItems(tx: Tx, studioId: string, competitionId: string, items: TCompetitionItemInput[]): Promise<string[]> {
  const current = await readItems(tx, studioId, competitionId);
  const known = new Set(current.map((item) => item.id));
  items.forEach((item, index) => {
    if (item.id && !known.has(item.id))
      throw new AppError("validation", "That line isn't one of this event's.", {
        fields: { [`items.${index}.id`]: "That line isn't one of this event's." },
      });
  });
  const keptIds = items.flatMap((item) => (item.id ? [item.id] : []));
  const removed = current.filter((item) => !keptIds.includes(item.id)).map((item) => item.id);
  // A line that becomes shared can't stay a student's choice.
  const nowShared = items.flatMap((item) => (item.id && item.kind === "shared" ? [item.id] : []));
  const dropped = [...removed, ...nowShared];
  let affected: string[] = [];
  if (dropped.length) {
    const rows = await tx
      .delete(competitionStudentItems)
      .where(
        and(
          eq(competitionStudentItems.studioId, studioId),
          eq(competitionStudentItems.competitionId, competitionId),
          inArray(competitionStudentItems.itemId, dropped),
        ),
      )
      .returning({ studentId: competitionStudentItems.studentId });
    affected = rows.map((row) => row.studentId);
  }
  const scope = and(eq(competitionItems.studioId, studioId), eq(competitionItems.competitionId, competitionId));
  if (removed.length) await tx.delete(competitionItems).where(and(scope, inArray(competitionItems.id, removed)));
  for (const [position, item] of items.entries()) {
    const values = { kind: item.kind, label: item.label, amountCents: item.amountCents, includedHeats: item.includedHeats, position };
    if (item.id)
      await tx
        .update(competitionItems)
        .set(values)
        .where(and(scope, eq(competitionItems.id, item.id)));
    else await tx.insert(competitionItems).values({ studioId, competitionId, ...values });
  }
  return affected;
}

/** The first heat's start as the column holds it (left out: unchanged). */
const instant = (value: string | null | undefined) => (value === undefined ? {} : { firstHeatAt: value === null ? null : new Date(value) });

/** A new event with its fee table and lines (owners). */
export async function createCompetition(db: Db, session: Session, input: TCompetitionInput, now = new Date()): Promise<CompetitionView> {
  const { items = [], firstHeatAt, ...fields } = input;
  checkDates(fields);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(competitions)
      .values({ ...fields, ...instant(firstHeatAt), studioId: session.studioId, createdBy: session.userId })
      .returning({ id: competitions.id });
    await replaceItems(tx, session.studioId, row.id, items);
    return row.id;
  });
  return getCompetitionForStaff(db, session, id, now);
}

/**
 * A change to an event (owners): its fields, and `items` replacing its lines. Fees, markup, the split
 * and the lines price every student's cost sheet, so the charges are adjusted for everyone going.
 */
export async function updateCompetition(
  db: Db,
  session: Session,
  id: string,
  patch: TCompetitionPatch,
  now = new Date(),
): Promise<CompetitionView> {
  const { items, firstHeatAt, ...rest } = patch;
  const fields = { ...rest, ...instant(firstHeatAt) };
  await db.transaction(async (tx) => {
    const current = await lockCompetition(tx, session.studioId, id);
    const next = { ...current, ...fields };
    checkDates(next);
    if (Object.keys(fields).length)
      await tx
        .update(competitions)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(competitions.studioId, session.studioId), eq(competitions.id, id)));
    const lostItems = items ? await replaceItems(tx, session.studioId, id, items) : [];
    const priced = items !== undefined || PRICE_FIELDS.some((key) => key in fields);
    const students = priced ? await eventStudentIds(tx, session.studioId, id) : [];
    const studentIds = [...new Set([...students, ...lostItems])];
    if (studentIds.length) {
      const row = await lockCompetition(tx, session.studioId, id);
      await adjustChargesAfterChange(tx, row, studentIds, session.studioTimeZone, now);
    }
  });
  return getCompetitionForStaff(db, session, id, now);
}

const PRICE_FIELDS = [
  "kind",
  "singleDanceCents",
  "multiDanceCents",
  "scholarshipCents",
  "soloCents",
  "examFeeCents",
  "instructorHeatCents",
  "markupPercent",
  "sharedSplit",
  "entryDeadline",
  "name",
] as const;
