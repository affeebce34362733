import type { ServiceRow } from "@/lib/scheduling/catalog";

export type ServiceKind = ServiceRow["kind"];
export const SERVICE_KIND_OPTIONS: ServiceKind[] = ["private", "group", "practice", "rental"];

export const KIND_LABELS: Record<ServiceKind, string> = {
  private: "Private lesson",
  group: "Group class",
  practice: "Practice party",
  rental: "Room rental",
};
