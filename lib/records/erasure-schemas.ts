import { z } from "zod";
import { multiline } from "@/lib/api/zod-fields";

/** Empty text from a form means "none". */
const optionalText = (max: number, message: string) =>
  multiline(
    z
      .string()
      .trim()
      .max(max, message)
      .transform((value) => value || undefined)
      .optional(),
  );

/** A student asks the studio to erase their personal data, optionally saying why. */
export const ZErasureRequestInput = z.object({
  message: optionalText(1000, "A message has at most 1,000 characters."),
});
export type TErasureRequestInput = z.infer<typeof ZErasureRequestInput>;

/** The owner declines a request; the reason (optional) is e-mailed to the student. */
export const ZErasureDeclineInput = z.object({
  reason: optionalText(1000, "A reason has at most 1,000 characters."),
});
export type TErasureDeclineInput = z.infer<typeof ZErasureDeclineInput>;
