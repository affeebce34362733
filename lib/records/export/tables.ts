import { LESSON_TABLES } from "./tables-lessons";
import { MONEY_TABLES } from "./tables-money";
import { PEOPLE_TABLES } from "./tables-people";
import { PROGRESS_TABLES } from "./tables-progress";
import { RECORD_TABLES } from "./tables-records";
import type { ExportTable } from "./table-spec";

/**
 * Every table of the studio export, in the zip's order. Never in it: password, session and token
 * hashes, Stripe keys and ids of saved cards or customers, a message's secrets, an import's uploaded file.
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  ...PEOPLE_TABLES,
  ...LESSON_TABLES,
  ...MONEY_TABLES,
  ...PROGRESS_TABLES,
  ...RECORD_TABLES,
];
