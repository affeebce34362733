import { z } from "zod";

/** An instructor's own choice to appear on the studio's public page. */
export const ZOwnConsentView = z.object({ showOnPublicPage: z.boolean() });
