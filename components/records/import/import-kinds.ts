import type { ImportKind } from "./import-types";

type KindInfo = {
  kind: ImportKind;
  title: string;
  /** One line: what a row is and the columns it needs. */
  text: string;
  /** Plural noun for counts ("200 students"). */
  noun: string;
  /** An example file: a header row and a few rows a studio could have. */
  example: string[][];
};

/** What a studio can bring from its previous system, in the order a switch usually goes. */
export const IMPORT_KINDS_INFO: KindInfo[] = [
  {
    kind: "students",
    title: "Students",
    text: "One row per student: a name, and if you have them an e-mail, phone, level and dance partner.",
    noun: "students",
    example: [
      ["Client ID", "First name", "Last name", "Email", "Phone", "Level", "Partner", "Date of birth", "Emergency contact", "Notes"],
      [
        "1001",
        "Maria",
        "Lopez",
        "maria@example.com",
        "+1 555 0101",
        "Bronze",
        "daniel@example.com",
        "1990-04-12",
        "Ana Lopez +1 555 0199",
        "",
      ],
      ["1002", "Daniel", "Reyes", "daniel@example.com", "+1 555 0102", "Bronze", "maria@example.com", "", "", "Wedding in June"],
      ["1003", "Grace", "Kim", "grace@example.com", "", "Newcomer", "", "", "", ""],
    ],
  },
  {
    kind: "instructors",
    title: "Instructors",
    text: "One row per instructor: a name, and if you have them an e-mail, phone and the styles they teach.",
    noun: "instructors",
    example: [
      ["ID", "Name", "Email", "Phone", "Styles"],
      ["S1", "Elena Petrova", "elena@example.com", "+1 555 0201", "Standard, Latin"],
      ["S2", "Marco Rossi", "marco@example.com", "", "Smooth"],
    ],
  },
  {
    kind: "packages",
    title: "Package balances",
    text: "One row per unfinished package: the student, the package's name and the lessons left; expiry and price paid if known.",
    noun: "packages",
    example: [
      ["Student", "Package", "Units left", "Expires on", "Price paid"],
      ["maria@example.com", "10 private lessons", "4", "2027-03-31", "950.00"],
      ["Grace Kim", "Group class card", "6", "", "120.00"],
    ],
  },
  {
    kind: "balances",
    title: "Account balances",
    text: "One row per student who owes the studio or is owed: the student and the amount (positive when they owe).",
    noun: "balances",
    example: [
      ["Student", "Balance", "Note"],
      ["maria@example.com", "85.00", "Balance from the old system"],
      ["daniel@example.com", "-20.00", "Credit for a cancelled lesson"],
    ],
  },
  {
    kind: "lessons",
    title: "Future private lessons",
    text: "One row per booked lesson: the date, time, length, instructor and student(s); the service and room if known.",
    noun: "lessons",
    example: [
      ["Date", "Time", "Duration", "Instructor", "Students", "Service", "Room"],
      ["2027-01-12", "18:00", "45", "Elena Petrova", "Maria Lopez; Daniel Reyes", "Private lesson", "Studio A"],
      ["2027-01-13", "10:30", "60", "Marco Rossi", "Grace Kim", "", ""],
    ],
  },
  {
    kind: "classes",
    title: "Weekly classes",
    text: "One row per class that repeats each week: its title, weekday, time, length and instructor; room, dates and size if known.",
    noun: "classes",
    example: [
      ["Title", "Weekday", "Time", "Duration", "Instructor", "Room", "Starts on", "Until", "Capacity"],
      ["Beginner Waltz", "Monday", "19:00", "60", "Elena Petrova", "Studio A", "2027-01-04", "2027-06-28", "16"],
      ["Salsa Social", "Friday", "20:00", "90", "Marco Rossi", "", "", "", ""],
    ],
  },
];

export function kindInfo(kind: ImportKind): KindInfo {
  return IMPORT_KINDS_INFO.find((info) => info.kind === kind) ?? IMPORT_KINDS_INFO[0];
}

/** Rows as CSV text: a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function toCsv(rows: string[][]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
