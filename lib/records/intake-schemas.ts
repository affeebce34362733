import { z } from "zod";
import { INTAKE_FIELD_KINDS } from "@/lib/db/schema/column-values";
import { ZAcceptInvite } from "@/lib/people/schemas";

const LABEL = z.string().trim().min(1, "Write the question.").max(120, "Keep the question under 120 characters.");
const CHOICE = z.string().trim().min(1, "A choice can't be empty.").max(100, "Keep each choice under 100 characters.");
const CHOICES = z
  .array(CHOICE)
  .max(30, "Offer at most 30 choices.")
  .refine((list) => new Set(list.map((each) => each.toLowerCase())).size === list.length, "Each choice once.");

/** POST /api/intake-fields: a new question (a `choice` one with its choices). */
export const ZIntakeFieldInput = z
  .object({
    label: LABEL,
    kind: z.enum(INTAKE_FIELD_KINDS, "Choose text, choice, date or yes/no."),
    choices: CHOICES.default([]),
    required: z.boolean().default(false),
    staffOnly: z.boolean().default(false),
  })
  .refine((field) => field.kind !== "choice" || field.choices.length >= 2, {
    message: "Give at least two choices.",
    path: ["choices"],
  });
export type TIntakeFieldInput = z.infer<typeof ZIntakeFieldInput>;

/** PATCH /api/intake-fields/{id}: any of the question's settings, or its place in the list (0 first). */
export const ZIntakeFieldPatch = z
  .object({
    label: LABEL,
    kind: z.enum(INTAKE_FIELD_KINDS, "Choose text, choice, date or yes/no."),
    choices: CHOICES,
    required: z.boolean(),
    staffOnly: z.boolean(),
    position: z.number().int("Use a whole number.").min(0, "Positions start at 0.").max(1000),
  })
  .partial();
export type TIntakeFieldPatch = z.infer<typeof ZIntakeFieldPatch>;

export const ZIntakeFieldsQuery = z.object({
  archived: z.enum(["true", "false"], "Use true or false.").optional(),
});

/** Answers by field id; each is checked against its field (lib/records/intake.ts), so the values are open here. */
const ZAnswers = z.record(z.uuid("Not a question this studio asks."), z.union([z.string().max(2000), z.boolean(), z.null()]), {
  error: "Send the answers as { fieldId: value }.",
});

/** PUT /api/students/{id}/intake and /api/me/intake: answers to save (null or "" removes one; fields left out stay). */
export const ZIntakeAnswersPut = z.object({ answers: ZAnswers });

/** The answers part of a sign-up (invitation, first-lesson request). */
export const ZIntakeAnswersPart = ZAnswers.optional();

/** POST /api/invites/{token}/accept: the name and password, and a student's answers to the studio's questions. */
export const ZInviteAcceptance = ZAcceptInvite.extend({ intake: ZIntakeAnswersPart });

/** The kinds of answer a question takes, in the order the owner's form offers them. */
export const INTAKE_KINDS = INTAKE_FIELD_KINDS;
