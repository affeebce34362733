/** The style families an instructor can teach, offered as checkboxes beside the dances (lib/progress/dance-names.ts). */
export const STYLE_FAMILIES = ["Standard", "Latin", "Smooth", "Rhythm", "Social"] as const;

/** Sunday first, as the schedule's default week does; the index is the API's weekday number. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
