import type { IMPORT_KINDS } from "@/lib/db/schema/column-values";

export type ImportKind = (typeof IMPORT_KINDS)[number];
export type ImportField = { key: string; label: string; required: boolean; hint: string; aliases: string[] };
export type Mapping = Record<string, string | null>;

const f = (key: string, label: string, required: boolean, hint: string, aliases: string[] = []): ImportField => ({
  key,
  label,
  required,
  hint,
  aliases: [label, key, ...aliases],
});

const EXTERNAL_ID = (what: string) =>
  f("externalId", "ID in the old system", false, `Keeps a re-import from adding the same ${what} twice.`, [
    "id",
    "client id",
    "clientid",
    "client_id",
    "member id",
    "student id",
    "customer id",
    "external id",
    "barcode id",
    "person id",
    "record id",
  ]);

/**
 * Our fields for each kind of file, with the headers other systems write for them (Mindbody's and
 * Pike13's client exports, Agenda Master's migration sheet, common spreadsheet names). Matching
 * ignores case, spaces, dashes and underscores.
 */
export const IMPORT_FIELDS: Record<ImportKind, ImportField[]> = {
  students: [
    EXTERNAL_ID("student"),
    f("name", "Name", false, "The full name; or map First name and Last name.", [
      "full name",
      "student",
      "student name",
      "client",
      "client name",
      "student 1",
      "contact name",
    ]),
    f("firstName", "First name", false, "With Last name, instead of Name.", [
      "first name",
      "firstname",
      "first_name",
      "given name",
      "first",
    ]),
    f("lastName", "Last name", false, "With First name, instead of Name.", [
      "last name",
      "lastname",
      "last_name",
      "surname",
      "family name",
      "last",
    ]),
    f("email", "E-mail", false, "One student per e-mail address.", [
      "email",
      "e-mail",
      "email address",
      "e-mail address",
      "client email",
      "student email",
    ]),
    f("phone", "Phone", false, "", [
      "mobile phone",
      "mobile",
      "cell phone",
      "cell",
      "phone",
      "phone number",
      "home phone",
      "work phone",
      "telephone",
    ]),
    f("level", "Level", false, "Newcomer, Bronze, Silver or Gold (empty: Newcomer).", ["level", "dance level", "skill level"]),
    f("partner", "Partner", false, "The partner's name, e-mail or id: someone else in the file or already at the studio.", [
      "partner",
      "student 2",
      "dance partner",
      "partner name",
      "spouse",
    ]),
    f("dateOfBirth", "Date of birth", false, "YYYY-MM-DD, or the studio's day order (see the import guide).", [
      "birth date",
      "birthdate",
      "birthday",
      "date of birth",
      "dob",
      "birth_date",
    ]),
    f("emergencyContact", "Emergency contact", false, "", [
      "emergency contact name",
      "emergency contact",
      "emergency_contact_name",
      "emergency contact phone",
      "guardian_name",
      "guardian name",
      "guardian",
    ]),
    f("notes", "Notes", false, "", ["notes", "note", "comments", "client notes", "remarks"]),
    f("active", "Active", false, "yes/no or active/inactive (empty: active).", ["active", "is active", "active?"]),
  ],
  instructors: [
    EXTERNAL_ID("instructor"),
    f("name", "Name", true, "", ["full name", "instructor", "instructor name", "staff name", "teacher", "staff member"]),
    f("email", "E-mail", false, "", ["email", "email address", "e-mail address"]),
    f("phone", "Phone", false, "", ["mobile phone", "mobile", "cell phone", "phone", "phone number", "home phone"]),
    f("styles", "Styles", false, "Dances taught, separated by commas.", ["styles", "dances", "specialties", "style"]),
  ],
  packages: [
    EXTERNAL_ID("package balance"),
    f("student", "Student", true, "The student's name, e-mail or id.", [
      "student",
      "client",
      "client name",
      "name",
      "student name",
      "email",
      "client id",
    ]),
    f("package", "Package", true, "One of your packages by name; another name becomes a new package, not on sale.", [
      "package",
      "package name",
      "pricing option",
      "service",
      "plan",
      "series",
    ]),
    f("unitsLeft", "Lessons left", true, "A whole number, at least 1.", [
      "units left",
      "remaining",
      "sessions remaining",
      "lessons left",
      "classes left",
      "visits remaining",
      "remaining visits",
      "credits",
    ]),
    f("expiresOn", "Expires", false, "Empty: the package's usual validity from today.", [
      "expires",
      "expiration date",
      "expiry",
      "expiry date",
      "expires on",
      "exp date",
    ]),
    f("pricePaid", "Price paid", false, "What the student paid (recorded as a paid sale: the balance doesn't change).", [
      "price",
      "price paid",
      "amount paid",
      "paid",
      "amount",
      "cost",
    ]),
  ],
  balances: [
    f("student", "Student", true, "The student's name, e-mail or id.", [
      "student",
      "client",
      "client name",
      "name",
      "student name",
      "email",
      "client id",
      "id",
    ]),
    f("balance", "Balance", true, "Positive: the student owes the studio; negative: the studio owes (a credit).", [
      "balance",
      "account balance",
      "amount",
      "amount due",
      "owes",
      "balance due",
    ]),
    f("note", "Note", false, "", ["note", "notes", "memo", "comment"]),
  ],
  lessons: [
    EXTERNAL_ID("lesson"),
    f("date", "Date", true, "", ["date", "lesson date", "appointment date", "start date", "day"]),
    f("time", "Start time", true, "19:00 or 7:00 PM.", ["time", "start time", "start", "starts", "appointment time"]),
    f("duration", "Duration (minutes)", false, "Or map End time; empty: the service's length.", [
      "duration",
      "length",
      "minutes",
      "duration minutes",
    ]),
    f("endTime", "End time", false, "", ["end time", "end", "ends", "finish"]),
    f("instructor", "Instructor", true, "The instructor's name or e-mail.", [
      "instructor",
      "teacher",
      "staff",
      "staff name",
      "pro",
      "instructor name",
    ]),
    f("students", "Students", true, "One or two names or e-mails, separated by ; or &.", [
      "students",
      "student",
      "client",
      "clients",
      "client name",
      "student name",
      "couple",
    ]),
    f("service", "Service", false, "One of your services; empty: your private lesson when you have one.", [
      "service",
      "service name",
      "lesson type",
      "appointment type",
      "type",
    ]),
    f("room", "Room", false, "", ["room", "location", "floor", "resource"]),
  ],
  classes: [
    EXTERNAL_ID("class"),
    f("title", "Class", true, "One of your services by name; another name becomes a new group class.", [
      "title",
      "class",
      "class name",
      "service",
      "name",
      "course",
    ]),
    f("weekday", "Weekday", true, "Monday, Tue… (several: Mon; Wed).", ["weekday", "day", "day of week", "days"]),
    f("time", "Start time", true, "19:00 or 7:00 PM.", ["time", "start time", "start", "starts"]),
    f("duration", "Duration (minutes)", false, "Empty: the service's length.", ["duration", "length", "minutes"]),
    f("instructor", "Instructor", false, "", ["instructor", "teacher", "staff", "staff name"]),
    f("room", "Room", false, "", ["room", "location", "floor"]),
    f("startsOn", "Starts on", false, "Empty: today.", ["starts on", "start date", "from", "first class"]),
    f("until", "Until", false, "Empty: one year after it starts.", ["until", "end date", "ends on", "to", "last class"]),
    f("capacity", "Capacity", false, "Empty: the service's.", ["capacity", "max", "max students", "spots", "size"]),
  ],
};

const squash = (text: string) => text.toLowerCase().replace(/[\s_\-.]+/g, "");

/** Our field → the file's column, from the header alone (each column used once; a field's earlier alias wins). */
export function guessMapping(fields: Pick<ImportField, "key" | "aliases">[], columns: string[]): Mapping {
  const free = new Map(columns.map((column) => [squash(column), column]));
  const mapping: Mapping = {};
  for (const field of fields) {
    mapping[field.key] = null;
    for (const alias of field.aliases) {
      const column = free.get(squash(alias));
      if (column) {
        mapping[field.key] = column;
        free.delete(squash(alias));
        break;
      }
    }
  }
  return mapping;
}
