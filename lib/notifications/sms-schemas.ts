// Client-safe (the profile's "Text me reminders" form validates with it): no database imports.
import { z } from "zod";

/** The person's own choice: texts on or off, and the number they go to (required to turn them on). */
export const ZSmsSettingsPatch = z
  .object({
    enabled: z.boolean(),
    phone: z.string().trim().max(40, "That's too long for a phone number.").optional(),
  })
  .refine((value) => !value.enabled || Boolean(value.phone), {
    path: ["phone"],
    message: "Enter the mobile number the texts go to.",
  });
export type TSmsSettingsPatch = z.infer<typeof ZSmsSettingsPatch>;
