import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, rooms, services } from "@/lib/db/schema";
import type { ZRoomInput, ZRoomPatch, ZServiceInput, ZServicePatch } from "./schemas";

/**
 * Rooms and services: what the schedule books. Everyone in the studio reads them; owners change them.
 * One set of functions for both tables, since their rules are the same.
 */
const TABLES = { room: rooms, service: services } as const;
type Kind = keyof typeof TABLES;
const LABEL: Record<Kind, string> = { room: "room", service: "service" };

export async function listRooms(db: Db, session: Session) {
  return db.select().from(rooms).where(eq(rooms.studioId, session.studioId)).orderBy(asc(rooms.name));
}

export async function listServices(db: Db, session: Session) {
  return db.select().from(services).where(eq(services.studioId, session.studioId)).orderBy(asc(services.name));
}

export async function createRoom(db: Db, session: Session, input: z.infer<typeof ZRoomInput>) {
  const [row] = await db
    .insert(rooms)
    .values({ ...input, studioId: session.studioId })
    .returning();
  return row;
}

export async function createService(db: Db, session: Session, input: z.infer<typeof ZServiceInput>) {
  const [row] = await db
    .insert(services)
    .values({ ...input, studioId: session.studioId })
    .returning();
  return row;
}

export async function updateRoom(db: Db, session: Session, id: string, patch: z.infer<typeof ZRoomPatch>) {
  const [row] = await db
    .update(rooms)
    .set(patch)
    .where(and(eq(rooms.studioId, session.studioId), eq(rooms.id, id)))
    .returning();
  if (!row) throw new AppError("not_found", "That room doesn't exist in your studio.");
  return row;
}

export async function updateService(db: Db, session: Session, id: string, patch: z.infer<typeof ZServicePatch>) {
  const [row] = await db
    .update(services)
    .set(patch)
    .where(and(eq(services.studioId, session.studioId), eq(services.id, id)))
    .returning();
  if (!row) throw new AppError("not_found", "That service doesn't exist in your studio.");
  return row;
}

/** Deletes an unused room or service; one with events stays (history) and should be deactivated. */
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
  if (Number(used) > 0) {
    throw new AppError(
      "conflict",
      `${item.name} is used by ${Number(used)} event${Number(used) === 1 ? "" : "s"}, so it can't be deleted. Deactivate it instead.`,
    );
  }
  await db.delete(table).where(and(eq(table.studioId, session.studioId), eq(table.id, id)));
}
