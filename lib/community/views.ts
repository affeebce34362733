import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { DANCE_STYLES, STUDENT_LEVELS } from "@/lib/db/schema/column-values";
import { ANNOUNCEMENT_AUDIENCES, PARTNER_REQUEST_STATUSES } from "@/lib/db/schema/community-values";

/** A reply on the board, by the author's name as it was when written (hidden ones reach owners only). */
export const ZBoardReplyView = z.object({
  id: ZIdOut,
  authorName: z.string(),
  body: z.string(),
  hidden: z.boolean(),
  createdAt: ZInstantOut,
});

/** A post on the studio board with its replies. */
export const ZBoardPostView = z.object({
  id: ZIdOut,
  authorName: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
  createdAt: ZInstantOut,
  replies: z.array(ZBoardReplyView),
});

/** A post or reply just written: its id. */
export const ZCreatedRef = z.object({ id: ZIdOut });

/** A post's moderation flags after an owner changed them. */
export const ZPostModerationView = z.object({ id: ZIdOut, hidden: z.boolean(), pinned: z.boolean(), locked: z.boolean() });

/** A reply's moderation flag after an owner changed it. */
export const ZReplyModerationView = z.object({ id: ZIdOut, hidden: z.boolean() });

/** Someone in the partner-search list, as other students see them: first name, level and their ad, never contact details. */
export const ZPartnerCard = z.object({
  profileId: ZIdOut,
  firstName: z.string(),
  level: z.string(),
  style: z.string(),
  days: z.array(z.number().int()),
  heightMinCm: z.number().int().nullable(),
  heightMaxCm: z.number().int().nullable(),
  requested: z.boolean(),
});

/** A student's own partner search: their ad, their partner on record, and the requests to and from them. */
export const ZMyPartnerSearchView = z.object({
  profile: z
    .object({
      active: z.boolean(),
      style: z.enum(DANCE_STYLES),
      level: z.enum(STUDENT_LEVELS),
      heightMinCm: z.number().int().nullable(),
      heightMaxCm: z.number().int().nullable(),
      days: z.array(z.number().int()),
    })
    .nullable(),
  /** Partners see each other's name and e-mail: they agreed to dance together. */
  partner: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  incoming: z.array(z.object({ id: ZIdOut, firstName: z.string(), level: z.string(), style: z.string().nullable() })),
  outgoing: z.array(z.object({ id: ZIdOut, firstName: z.string(), level: z.string(), status: z.string() })),
});

/** A partner request, sent or decided. */
export const ZPartnerRequestView = z.object({ id: ZIdOut, status: z.enum(PARTNER_REQUEST_STATUSES) });

/** One sent announcement in the list: subject, whom it reached and who sent it. */
export const ZSentAnnouncementItem = z.object({
  id: ZIdOut,
  subject: z.string(),
  audienceLabel: z.string(),
  recipients: z.number().int(),
  suppressed: z.number().int(),
  sentByName: z.string(),
  createdAt: ZInstantOut,
});

/** An announcement just queued: what was sent, to whom, and how many turned announcements off. */
export const ZAnnouncementSentView = z.object({
  id: ZIdOut,
  subject: z.string(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  level: z.enum(STUDENT_LEVELS).optional(),
  serviceId: ZIdOut.optional(),
  audienceLabel: z.string(),
  recipients: z.number().int(),
  suppressed: z.number().int(),
});

/** How many students an announcement to an audience would reach, before it is sent. */
export const ZAnnouncementReachView = z.object({ reach: z.number().int(), optedOut: z.number().int(), audienceLabel: z.string() });
