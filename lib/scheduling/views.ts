import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { SERVICE_KINDS } from "@/lib/db/schema/column-values";

/** A room as every member reads it (students see only the active ones). */
export const ZRoomView = z.object({
  id: ZIdOut,
  name: z.string(),
  capacity: z.number().int(),
  color: z.string(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: ZInstantOut,
});

/** A service as every member reads it (students see only the active ones bookable online). */
export const ZServiceView = z.object({
  id: ZIdOut,
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  defaultCapacity: z.number().int(),
  color: z.string(),
  bookableOnline: z.boolean(),
  danceId: ZIdOut.nullable(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: ZInstantOut,
});
