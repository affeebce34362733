import { z } from "zod";
import { ZPublicPagePatch } from "./schemas";

/** Settings → Public page: origins typed one per line, piped into the route's own schema. */
export const ZPublicPageForm = z
  .object({
    enabled: z.boolean(),
    slug: z.string(),
    description: z.string(),
    showInstructors: z.array(z.string()),
    origins: z.string(),
    trialNeedsConfirmation: z.boolean(),
  })
  .transform(({ origins, slug, description, ...rest }): Record<string, unknown> => ({
    ...rest,
    slug: slug.trim() || null,
    description: description.trim() || null,
    widgetOrigins: origins
      .split(/\s+/)
      .map((line) => line.trim())
      .filter(Boolean),
  }))
  .pipe(ZPublicPagePatch);

/** The server's `widgetOrigins.3` goes beside the one origins box. */
export const ORIGIN_FIELDS = Object.fromEntries([
  ["widgetOrigins", "origins"],
  ...Array.from({ length: 10 }, (_, index) => [`widgetOrigins.${index}`, "origins"]),
]);
