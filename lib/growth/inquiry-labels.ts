import type { INQUIRY_INTERESTS, INQUIRY_ORIGINS, INQUIRY_STAGES } from "@/lib/db/schema/column-values";

type Stage = (typeof INQUIRY_STAGES)[number];

/** Each stage in the studio's words, in the order an inquiry climbs them (lost last). */
export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  first_lesson_booked: "First lesson booked",
  first_lesson_taken: "First lesson taken",
  original: "Original sold",
  extension: "Extension",
  renewal: "Renewal",
  lost: "Lost",
};
export const STAGE_ORDER = Object.keys(STAGE_LABELS) as Stage[];

export const INTEREST_LABELS: Record<(typeof INQUIRY_INTERESTS)[number], string> = {
  wedding: "Wedding dance",
  social: "Social dancing",
  competition: "Competition",
  fitness: "Fitness",
  other: "Other",
};

export const ORIGIN_LABELS: Record<(typeof INQUIRY_ORIGINS)[number], string> = {
  first_lesson_form: "First-lesson form",
  contact_form: "Contact form",
  walk_in: "Walk-in",
  phone: "Phone call",
  other: "Other",
};
