import { z } from "zod";
import { ZIdOut } from "@/lib/api/answer-fields";

/** An instructor's own choice to appear on the studio's public page. */
export const ZOwnConsentView = z.object({ showOnPublicPage: z.boolean() });

/** The public page's settings (owners), with each active instructor and whether they agreed to be shown. */
export const ZPublicPageSettingsView = z.object({
  enabled: z.boolean(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  showInstructors: z.array(ZIdOut),
  widgetOrigins: z.array(z.string()),
  trialNeedsConfirmation: z.boolean(),
  instructors: z.array(z.object({ id: ZIdOut, name: z.string(), hasAgreed: z.boolean() })),
});
