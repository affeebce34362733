import { z } from "zod";
import { multiline } from "@/lib/api/zod-fields";

/**
 * One message from the public contact forms (/contact and the home page block). Shared by the form
 * (validated before sending), POST /api/contact and the tests, so the three can never disagree.
 */
export const ZContactMessage = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, { error: "Please enter your name." })
    .max(100, { error: "Please keep your name under 100 characters." }),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, { error: "Please enter your email address." })
    .max(254, { error: "Please enter a valid email address." })
    .pipe(z.email({ error: "Please enter a valid email address, like name@example.com." })),
  subject: z
    .string({ error: "The subject must be text." })
    .trim()
    .max(150, { error: "Please keep the subject under 150 characters." })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: multiline(
    z
      .string({ error: "Please write a message." })
      .trim()
      .min(10, { error: "Please write at least 10 characters so we can help." })
      .max(5000, { error: "Please keep your message under 5,000 characters." }),
  ),
  /**
   * The honeypot: a field people never see (visually hidden, skipped by Tab and screen readers).
   * Bots that fill every input fill it too; the route then answers as usual but stores nothing.
   */
  website: z.string().max(2000).optional(),
});

export type TContactMessage = z.infer<typeof ZContactMessage>;
export type TContactMessageInput = z.input<typeof ZContactMessage>;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** At most this many messages an hour from one address (counted in the database). */
export const CONTACT_LIMIT_PER_HOUR = 5;
