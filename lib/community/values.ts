// The values community forms offer, re-exported for components (which never import lib/db).
export { WEEKDAY_NAMES } from "@/lib/db/schema/community-values";
export { DANCE_STYLES } from "@/lib/db/schema/column-values";
