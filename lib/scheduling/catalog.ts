import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { events, rooms, services } from "@/lib/db/schema";
import { findDance } from "@/lib/progress/dances";
import { nextCatalogColor } from "./catalog-colors";
import type { ZRoomInput, ZRoomPatch, ZServiceInput, ZServicePatch } from "./schemas";
import { isStudent } from "@/lib/access/rules";
import { plural } from "@/lib/text/plural";

/**
 * Rooms and services: what the schedule books. Everyone in the studio reads them; owners change them.
 * One set of functions for both tables, since their rules are the same. Archived (`active` false)
 * ones stay on past events and are refused for new ones; students never see them, nor services
 * that are booked by staff only (`bookableOnline` false).
 */
const TABLES = { room: rooms, service: services } as const;
type Kind = keyof typeof TABLES;
const LABEL: Record<Kind, string> = { room: "room", service: "service" };

/** A room and a service as their answers show them (ZRoomView, ZServiceView): every column but the studio's id. */
const ROOM_COLUMNS = {
  id: rooms.id,
  name: rooms.name,
  capacity: rooms.capacity,
  color: rooms.color,
  active: rooms.active,
  createdAt: rooms.createdAt,
};
const SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  kind: services.kind,
  durationMinutes: services.durationMinutes,
  priceCents: services.priceCents,
  defaultCapacity: services.defaultCapacity,
  color: services.color,
  bookableOnline: services.bookableOnline,
  danceId: services.danceId,
  active: services.active,
  createdAt: services.createdAt,
};

type Room = { [K in keyof typeof ROOM_COLUMNS]: (typeof rooms.$inferSelect)[K] };
type Service = { [K in keyof typeof SERVICE_COLUMNS]: (typeof services.$inferSelect)[K] };
export type RoomRow = Room & { archived: boolean };
export type ServiceRow = Service & { archived: boolean };

function withArchived<T extends { active: boolean }>(row: T): T & { archived: boolean } {
  return { ...row, archived: !row.active };
}

/** `archived` in a patch is `active` turned around; the API accepts either. */
function toColumns<T extends { archived?: boolean; active?: boolean }>({ archived, ...rest }: T) {
  return archived === undefined ? rest : { ...rest, active: !archived };
}

export async function listRooms(db: Db, session: Session): Promise<RoomRow[]> {
  const filter = isStudent(session)
    ? and(eq(rooms.studioId, session.studioId), eq(rooms.active, true))
    : eq(rooms.studioId, session.studioId);
  const rows = await db.select(ROOM_COLUMNS).from(rooms).where(filter).orderBy(asc(rooms.name));
  return rows.map(withArchived);
}

export async function listServices(db: Db, session: Session): Promise<ServiceRow[]> {
  const filter = isStudent(session)
    ? and(eq(services.studioId, session.studioId), eq(services.active, true), eq(services.bookableOnline, true))
    : eq(services.studioId, session.studioId);
  const rows = await db.select(SERVICE_COLUMNS).from(services).where(filter).orderBy(asc(services.name));
  return rows.map(withArchived);
}

/** The colour asked for, or the next one the studio's rooms (or services) don't wear yet. */
async function colorFor(db: Db, session: Session, kind: Kind, asked: string | undefined): Promise<string> {
  if (asked) return asked;
  const table = TABLES[kind];
  const worn = await db.select({ color: table.color }).from(table).where(eq(table.studioId, session.studioId));
  return nextCatalogColor(worn.map((row) => row.color));
}

export async function createRoom(db: Db, session: Session, input: z.infer<typeof ZRoomInput>): Promise<RoomRow> {
  const color = await colorFor(db, session, "room", input.color);
  const [row] = await db
    .insert(rooms)
    .values({ ...input, color, studioId: session.studioId })
    .returning(ROOM_COLUMNS);
  return withArchived(row);
}

export async function createService(db: Db, session: Session, input: z.infer<typeof ZServiceInput>): Promise<ServiceRow> {
  if (input.danceId) await findDance(db, session.studioId, input.danceId, "danceId");
  const color = await colorFor(db, session, "service", input.color);
  const [row] = await db
    .insert(services)
    .values({ ...input, color, studioId: session.studioId })
    .returning(SERVICE_COLUMNS);
  return withArchived(row);
}

export async function updateRoom(db: Db, session: Session, id: string, patch: z.infer<typeof ZRoomPatch>): Promise<RoomRow> {
  const where = and(eq(rooms.studioId, session.studioId), eq(rooms.id, id));
  const set = toColumns(patch);
  const [row] = Object.keys(set).length
    ? await db.update(rooms).set(set).where(where).returning(ROOM_COLUMNS)
    : await db.select(ROOM_COLUMNS).from(rooms).where(where);
  if (!row) throw new AppError("not_found", "That room doesn't exist in your studio.");
  return withArchived(row);
}

export async function updateService(db: Db, session: Session, id: string, patch: z.infer<typeof ZServicePatch>): Promise<ServiceRow> {
  const where = and(eq(services.studioId, session.studioId), eq(services.id, id));
  if (patch.danceId) await findDance(db, session.studioId, patch.danceId, "danceId");
  const set = toColumns(patch);
  const [row] = Object.keys(set).length
    ? await db.update(services).set(set).where(where).returning(SERVICE_COLUMNS)
    : await db.select(SERVICE_COLUMNS).from(services).where(where);
  if (!row) throw new AppError("not_found", "That service doesn't exist in your studio.");
  return withArchived(row);
}

/** Deletes an unused room or service; one with events stays (their history names it): 409, archive it instead. */
export async function deleteCatalogItem(db: Db, session: Session, kind: Kind, id: string): Promise<void> {
  const table = TABLES[kind];
  const [item] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.studioId, session.studioId), eq(table.id, id)));
  if (!item) throw new AppError("not_found", `That ${LABEL[kind]} doesn't exist in your studio.`);
  const column = kind === "room" ? events.roomId : events.serviceId;
  const [{ used }] = await db
    .select({ used: count() })
    .from(events)
    .where(and(eq(events.studioId, session.studioId), eq(column, id)));
  const uses = Number(used);
  if (uses > 0) {
    throw new AppError("conflict", `${item.name} is used by ${plural(uses, "event")}; archive it instead.`);
  }
  try {
    await db.delete(table).where(and(eq(table.studioId, session.studioId), eq(table.id, id)));
  } catch (error) {
    // An event (or series) took it up between the count and the delete: the foreign key refuses, same answer.
    if (postgresCode(error) === "23503") throw new AppError("conflict", `${item.name} is in use now; archive it instead.`);
    throw error;
  }
}
