import { z } from "zod";
import { ZSignup } from "@/lib/auth/schemas";
import { ZDateOfBirth } from "./schemas";

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
    /** A student's date of birth ("" clears it). */
    dateOfBirth: z
      .literal("")
      .transform(() => null)
      .or(ZDateOfBirth)
      .nullable(),
  })
  .partial();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

// The password change is the account's (lib/auth), shown beside the profile.
export { ZPasswordChange } from "@/lib/auth/schemas";
export { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
