import { z } from "zod";
import { PASSWORD_MIN_LENGTH, ZSignup } from "@/lib/auth/schemas";

const OPTIONAL_TEXT = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable();

/**
 * What a person may change about themselves. A new e-mail is the login, so it needs the current
 * password too; phone and emergency contact are the student record's (students only).
 */
export const ZProfilePatch = z
  .object({
    name: ZSignup.shape.name,
    email: ZSignup.shape.email,
    currentPassword: z.string().max(200).optional(),
    phone: OPTIONAL_TEXT(40, "A phone number has at most 40 characters."),
    emergencyContact: OPTIONAL_TEXT(200, "Keep the emergency contact under 200 characters."),
  })
  .partial();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

export const ZPasswordChange = z.object({
  currentPassword: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(200, "Your current password is wrong."),
  newPassword: ZSignup.shape.password,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export { PASSWORD_MIN_LENGTH };
