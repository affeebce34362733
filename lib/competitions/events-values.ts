// The events' fixed vocabulary for screens: the column values alone (no drizzle), so client components can read them.
export {
  COMPETITION_ENTRY_TYPES,
  COMPETITION_ITEM_KINDS,
  COMPETITION_KINDS,
  DANCE_STYLES,
  LEVEL_KEYS,
  SHARED_COST_SPLITS,
} from "@/lib/db/schema/column-values";
