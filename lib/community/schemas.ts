import { z } from "zod";
import { multiline } from "@/lib/api/zod-fields";
import { DANCE_STYLES } from "@/lib/db/schema/column-values";
import { ANNOUNCEMENT_AUDIENCES } from "@/lib/db/schema/community-values";
import { ZStudentLevel } from "@/lib/people/levels";

/** The studio board, partner search and announcements: the route, the form and the tests parse with these. */

const text = (label: string, max: number) =>
  z
    .string({ error: `Write the ${label}.` })
    .trim()
    .min(1, `Write the ${label}.`)
    .max(max, `Please keep the ${label} under ${max} characters.`);

export const ZBoardPost = z.object({ title: text("title", 120), body: multiline(text("post", 5000)) });
export type TBoardPost = z.infer<typeof ZBoardPost>;

export const ZBoardReply = z.object({ body: multiline(text("reply", 2000)) });
export type TBoardReply = z.infer<typeof ZBoardReply>;

/** PATCH /api/board/posts/{id} (owners): hide, pin or lock. */
export const ZBoardModeration = z
  .object({ hidden: z.boolean(), pinned: z.boolean(), locked: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Say what to change: hidden, pinned or locked.");
export type TBoardModeration = z.infer<typeof ZBoardModeration>;

export const ZReplyModeration = z.object({ hidden: z.boolean({ error: "Send hidden: true or false." }) });

const height = z
  .number({ error: "Give a height in centimetres, e.g. 170." })
  .int("Give a height in whole centimetres.")
  .min(100, "Give a height between 100 and 230 cm.")
  .max(230, "Give a height between 100 and 230 cm.")
  .nullable()
  .optional();

/** PUT /api/me/partner-search: a student's "looking for a partner" ad (active: false takes it down). */
export const ZPartnerSearch = z
  .object({
    active: z.boolean({ error: "Say whether you're looking." }),
    style: z.enum(DANCE_STYLES, { error: "Choose a style." }),
    level: ZStudentLevel,
    heightMinCm: height,
    heightMaxCm: height,
    days: z
      .array(z.number().int().min(0).max(6), { error: "Choose the days you can practise." })
      .min(1, "Choose at least one day you can practise.")
      .max(7),
  })
  .refine((value) => value.heightMinCm == null || value.heightMaxCm == null || value.heightMinCm <= value.heightMaxCm, {
    path: ["heightMaxCm"],
    message: "The tallest height should be at least the shortest.",
  });
export type TPartnerSearch = z.infer<typeof ZPartnerSearch>;

export const ZPartnerSearchQuery = z.object({
  style: z.enum(DANCE_STYLES, { error: "Choose a style." }).optional(),
  level: ZStudentLevel.optional(),
});

export const ZPartnerRequest = z.object({ profileId: z.uuid("Choose someone from the list.") });
export type TPartnerRequest = z.infer<typeof ZPartnerRequest>;

const ZAudienceFields = {
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: "Choose who gets it: everyone, a level or a class." }),
  level: ZStudentLevel.optional(),
  /** A group class (service): students booked into any of its classes still to come. */
  serviceId: z.uuid("Choose a class.").optional(),
};

function requireAudienceChoice(value: { audience: string; level?: string; serviceId?: string }, ctx: z.RefinementCtx) {
  if (value.audience === "level" && !value.level) ctx.addIssue({ code: "custom", path: ["level"], message: "Choose the level." });
  if (value.audience === "class" && !value.serviceId) ctx.addIssue({ code: "custom", path: ["serviceId"], message: "Choose the class." });
}

/** GET /api/announcements/reach: who an announcement would go to, before it is sent. */
export const ZAnnouncementAudience = z.object(ZAudienceFields).superRefine(requireAudienceChoice);
export type TAnnouncementAudience = z.infer<typeof ZAnnouncementAudience>;

/** POST /api/announcements (Pro, marketing tools): all students, one level, or those booked into a class. */
export const ZAnnouncement = z
  .object({ subject: text("subject", 150), body: multiline(text("message", 5000)), ...ZAudienceFields })
  .superRefine(requireAudienceChoice);
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
