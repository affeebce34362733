import "server-only";
import type { Db } from "@/lib/db/client";
import { rooms, services } from "@/lib/db/schema";

/** "Start with a typical ballroom studio" (sign-up): what most studios sell, one room and their usual hours. */
export const STARTER_SERVICES = [
  { name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 9500, defaultCapacity: 1, color: "#7a1f4b" },
  { name: "Group Class", kind: "group", durationMinutes: 60, priceCents: 2500, defaultCapacity: 20, color: "#1f5f8b" },
  { name: "Practice Party", kind: "practice", durationMinutes: 90, priceCents: 1500, defaultCapacity: 60, color: "#8a5a12" },
  { name: "Room Rental", kind: "rental", durationMinutes: 60, priceCents: 4000, defaultCapacity: 4, color: "#2f7a4b" },
] as const;

export const STARTER_ROOM = { name: "Main Ballroom", capacity: 60, color: "#7a1f4b" };

/** 12:00–22:00 on weekdays, 10:00–18:00 on Saturday, closed on Sunday. */
export const STARTER_HOURS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "12:00", closes: "22:00" })),
  { weekday: 6, opens: "10:00", closes: "18:00" },
];

/** Writes the starter services and room into a new studio, inside the sign-up's transaction (its hours go on the studio row). */
export async function addStarterCatalog(tx: Db, studioId: string): Promise<void> {
  await tx.insert(services).values(STARTER_SERVICES.map((service) => ({ ...service, studioId })));
  await tx.insert(rooms).values({ ...STARTER_ROOM, studioId });
}
