import type { students } from "@/lib/db/schema";
import type { IntakeValues } from "@/lib/records/intake";

export type ExistingStudent = typeof students.$inferSelect;

/** A students file's intake columns are mapped as `intake:<field id>`. */
export const INTAKE_PREFIX = "intake:";

/** One row of a students file, matched (`current`) or new (`id` chosen now, so partners can name it). */
export type StudentRecord = {
  index: number;
  key: string;
  id: string;
  current: ExistingStudent | null;
  values: Record<string, unknown>;
  intake: IntakeValues;
  partnerRef: string;
  externalId: string;
  email: string | null;
  /** The row has a problem: it is only there for partner columns to find. */
  invalid: boolean;
  changes?: Record<string, unknown>;
  intakeChanges?: IntakeValues;
};
