import { z } from "zod";
import { firstLessonFields, requireDayAndTime, toRouteBody } from "./first-lesson-form-schema";
import { ZTrialBooking } from "./schemas";

/**
 * The public page's booking form: a class, or a private lesson by day and then time, piped into the
 * route's own schema.
 */
export const ZTrialForm = z
  .object({
    choice: z.string().min(1, "Choose a class or a private lesson."),
    ...firstLessonFields,
    intake: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
  })
  .superRefine(requireDayAndTime)
  .transform(toRouteBody)
  .pipe(ZTrialBooking);
