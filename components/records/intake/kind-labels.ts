import type { IntakeFieldItem } from "./intake-types";

/** How each kind of answer is named to the owner. */
export const KIND_LABELS: Record<IntakeFieldItem["kind"], string> = {
  text: "Text",
  choice: "Choice",
  date: "Date",
  yes_no: "Yes / no",
};
