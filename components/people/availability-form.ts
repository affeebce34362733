import type { Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { ZAvailability } from "@/lib/people/schemas";

/**
 * The availability editor's rows (times as the time inputs give them, "" when empty), turned into
 * the route's body (an empty time or reason is none) and checked by the route's own schema.
 */
export const ZAvailabilityForm = z
  .object({
    slots: z.array(z.object({ weekday: z.number(), startTime: z.string(), endTime: z.string() })),
    exceptions: z.array(z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), reason: z.string() })),
  })
  .transform(({ slots, exceptions }): z.input<typeof ZAvailability> => ({
    slots,
    exceptions: exceptions.map(({ date, startTime, endTime, reason }) => ({
      date,
      startTime: startTime || undefined,
      endTime: endTime || undefined,
      reason: reason.trim() || undefined,
    })),
  }))
  .pipe(ZAvailability);

export type AvailabilityValues = z.input<typeof ZAvailabilityForm>;
export type AvailabilityForm = UseFormReturn<AvailabilityValues, unknown, z.output<typeof ZAvailabilityForm>>;
export type AvailabilityFieldError = (name: Path<AvailabilityValues>) => string | undefined;
