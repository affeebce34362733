/** How each sale category reads on screens and in reports (the API and the CSV keep the key). */
export const SALE_CATEGORY_LABELS = {
  first_lesson: "First-lesson offer",
  original: "Original",
  extension: "Extension",
  renewal: "Renewal",
  event: "Event",
  sundry: "Sundry",
  coaching: "Coaching",
} as const;

export type SaleCategoryKey = keyof typeof SALE_CATEGORY_LABELS;

export const SALE_CATEGORY_KEYS = Object.keys(SALE_CATEGORY_LABELS) as SaleCategoryKey[];
