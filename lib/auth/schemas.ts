import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./password-rules";

/**
 * Sign-up and login inputs: the API parses with these and the forms check with them, so a field's
 * message is the same in the browser and in a 400 answer (one schema per input: ARCHITECTURE.md#add-a-form).
 */
// scrypt hashes whatever it is given; a cap keeps one request from costing seconds of CPU.
const PASSWORD_MAX_LENGTH = 200;

/** The sign-in messages, word for word (docs/product.md#sign-in-messages). */
export const CREDENTIALS_REQUIRED_MESSAGE = "Email and password are required.";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

/** Trimmed and lower-cased before it is checked: addresses are stored and matched that way. */
const ZEmailAddress = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .pipe(z.email({ error: "Please enter a valid email address, like name@example.com." }).max(254, "That email address is too long."));

export const ZSignup = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: ZEmailAddress,
  password: z
    .string({ error: "Please choose a password." })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
    .max(PASSWORD_MAX_LENGTH, `Please keep your password under ${PASSWORD_MAX_LENGTH} characters.`),
  /** Optional: an empty name means "<name>'s Studio". */
  studioName: z
    .string()
    .trim()
    .max(100, "Please keep the studio name under 100 characters.")
    .optional()
    .transform((value) => value || undefined),
  remember: z.boolean().optional(),
});

/** Missing fields become "" so the handler answers the one "required" message for both. */
export const ZLogin = z.object({
  email: z.string({ error: CREDENTIALS_REQUIRED_MESSAGE }).trim().toLowerCase().max(254, INVALID_CREDENTIALS_MESSAGE).default(""),
  password: z.string({ error: CREDENTIALS_REQUIRED_MESSAGE }).max(PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS_MESSAGE).default(""),
  remember: z.boolean().optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

/** Changing one's password: the current one, and a new one under the sign-up rules. */
export const ZPasswordChange = z.object({
  currentPassword: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(200, "Your current password is wrong."),
  newPassword: ZSignup.shape.password,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** "Forgot password?": the address to send the link to. */
export const ZPasswordResetRequest = z.object({ email: ZEmailAddress });

/** The link's token and the new password (the sign-up rules). */
export const ZPasswordResetConfirm = z.object({
  token: z
    .string({ error: "This reset link is not valid." })
    .min(20, "This reset link is not valid.")
    .max(200, "This reset link is not valid."),
  password: ZSignup.shape.password,
});
