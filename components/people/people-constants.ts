/** The style families and dances an instructor can teach, offered as checkboxes. */
export const STYLE_FAMILIES = ["Standard", "Latin", "Smooth", "Rhythm", "Social"] as const;
export const DANCES = [
  "Waltz",
  "Tango",
  "Foxtrot",
  "Viennese Waltz",
  "Quickstep",
  "Cha Cha",
  "Rumba",
  "Samba",
  "Paso Doble",
  "Jive",
  "Swing",
  "Bolero",
  "Mambo",
  "Salsa",
] as const;

/** Sunday first, as the schedule's default week does; the index is the API's weekday number. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
