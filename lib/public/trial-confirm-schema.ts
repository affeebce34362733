import { LINK_TOKEN } from "@/lib/api/ids";
import { z } from "zod";

/** POST /api/public/studios/{slug}/trial/confirm: the token of the e-mailed "Confirm your first lesson" link (zod only: the page's button loads it). */
export const ZTrialConfirm = z.object({
  token: z.string("Open the link from your e-mail.").regex(LINK_TOKEN, "Open the whole link from your e-mail."),
});
