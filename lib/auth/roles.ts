import { ROLES } from "@/lib/db/schema/accounts";

export type Role = (typeof ROLES)[number];
export { ROLES };
