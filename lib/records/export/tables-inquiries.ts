import { BY_ID, iso, text, type ExportTable } from "./table-spec";

/** The studio's pipeline: each inquiry from first contact on, and each stage it reached. */
export const INQUIRY_TABLES: ExportTable[] = [
  {
    name: "inquiry_pipeline",
    about: "inquiries: who asked about lessons, where they came from, their stage and follow-up",
    table: "inquiries",
    from: "inquiries t left join instructors i on i.studio_id = t.studio_id and i.id = t.assigned_to",
    columns: {
      id: text("t.id"),
      created_at: iso("t.created_at"),
      name: "t.name",
      email: "t.email",
      phone: "t.phone",
      origin: "t.origin",
      source: "t.source::text",
      interest: "t.interest",
      stage: "t.stage",
      lost_reason: "t.lost_reason",
      follow_up_on: text("t.follow_up_on"),
      follow_up_note: "t.follow_up_note",
      assigned_to: text("t.assigned_to"),
      assigned_name: "i.name",
      student_id: text("t.student_id"),
      contact_message_id: text("t.contact_message_id"),
      notes: "t.notes",
    },
    keys: BY_ID,
    student: "t.student_id",
    personal: ["name", "email", "phone", "notes", "follow_up_note", "lost_reason"],
  },
  {
    name: "inquiry_stages",
    about: "each stage an inquiry reached, when, and who moved it (empty: by itself)",
    table: "inquiry_events",
    from: "inquiry_events t left join users u on u.id = t.by_user_id",
    columns: {
      id: text("t.id"),
      inquiry_id: text("t.inquiry_id"),
      stage: "t.stage",
      at: iso("t.at"),
      by_name: "u.name",
      note: "t.note",
    },
    keys: BY_ID,
  },
];
