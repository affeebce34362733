import { z } from "zod";
import { ZIdOut } from "@/lib/api/answer-fields";
import { FEED_SCOPES } from "./schemas";

/** One private calendar feed: whose lessons it holds and its secret address (shown to the one it belongs to). */
export const ZCalendarFeedView = z.object({
  scope: z.enum(FEED_SCOPES),
  subjectId: ZIdOut.nullable(),
  label: z.string(),
  feedUrl: z.string(),
});

/** Your own feed's address, and every feed you hold (owners: the whole studio's, each instructor's and room's). */
export const ZCalendarFeedsView = z.object({ feedUrl: z.string(), feeds: z.array(ZCalendarFeedView) });
