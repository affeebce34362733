// The studio's weekly opening hours as every layer above storage sees them.
export type { BusinessHours } from "@/lib/db/schema/accounts";
