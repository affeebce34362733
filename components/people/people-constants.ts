import { formatMoney as formatCurrency } from "@/lib/money/money";

/** The style families and dances an instructor can teach (issue 5), offered as checkboxes. */
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

export const LEVELS = ["Newcomer", "Bronze", "Silver", "Gold"] as const;
export type Level = (typeof LEVELS)[number];

/** Sunday first, as the schedule and SPEC §5 do; the index is the API's weekday number. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "$45.00" from cents: the one money formatter (lib/money), in dollars until rates carry a currency. */
export function formatMoney(cents: number): string {
  return formatCurrency(cents, "USD");
}

/** "45" or "45.5" → cents; null when it isn't an amount. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
