import { z } from "zod";

/** POST /api/public/studios/{slug}/trial/confirm: the token of the e-mailed "Confirm your first lesson" link (zod only: the page's button loads it). */
export const ZTrialConfirm = z.object({
  token: z.string("Open the link from your e-mail.").regex(/^[A-Za-z0-9_-]{20,100}$/, "Open the whole link from your e-mail."),
});
