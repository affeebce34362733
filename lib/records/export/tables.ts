import { COMPETITION_TABLES } from "./tables-competitions";
import { INQUIRY_TABLES } from "./tables-inquiries";
import { LESSON_TABLES } from "./tables-lessons";
import { MONEY_TABLES } from "./tables-money";
import { PEOPLE_TABLES } from "./tables-people";
import { PROGRESS_TABLES } from "./tables-progress";
import { PROMO_TABLES } from "./tables-promo";
import { RECORD_TABLES } from "./tables-records";
import { SALES_TABLES } from "./tables-sales";
import type { ExportTable } from "./table-spec";

/** The export's tables by subject, as Settings → Export lists them. */
export const EXPORT_GROUPS: readonly { label: string; tables: readonly ExportTable[] }[] = [
  { label: "People, rooms and services", tables: PEOPLE_TABLES },
  { label: "Lessons, bookings and attendance", tables: LESSON_TABLES },
  { label: "Packages, ledger, memberships and sales", tables: [...MONEY_TABLES, ...SALES_TABLES, ...PROMO_TABLES] },
  { label: "Syllabus and progress", tables: PROGRESS_TABLES },
  { label: "Showcases, competitions and medal exams", tables: COMPETITION_TABLES },
  { label: "Messages, intake, signatures and enquiries", tables: [...RECORD_TABLES, ...INQUIRY_TABLES] },
];

/**
 * Every table of the studio export, in the zip's order. Never in it: password, session and token
 * hashes, Stripe keys and ids of saved cards or customers, a message's secrets, an import's uploaded file.
 */
export const EXPORT_TABLES: readonly ExportTable[] = EXPORT_GROUPS.flatMap((group) => group.tables);
