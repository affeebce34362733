import { BY_ID, iso, text, type ExportTable } from "./table-spec";

/** Promo codes and every use of one: what each code offered, and what it took off which sale or lesson. */
export const PROMO_TABLES: ExportTable[] = [
  {
    name: "promo_codes",
    about: "promo codes: percent or amount off, what they are for, dates and limits",
    table: "promo_codes",
    from: "promo_codes t",
    columns: {
      id: text("t.id"),
      code: "t.code",
      description: "t.description",
      kind: "t.kind",
      percent: "t.percent",
      amount_cents: "t.amount_cents",
      // Empty: every package (plan, service); "{}": none of them.
      package_ids: text("t.package_ids"),
      membership_plan_ids: text("t.membership_plan_ids"),
      service_ids: text("t.service_ids"),
      starts_on: text("t.starts_on"),
      ends_on: text("t.ends_on"),
      max_uses: "t.max_uses",
      max_uses_per_student: "t.max_uses_per_student",
      first_time_only: "t.first_time_only",
      active: "t.active",
      created_at: iso("t.created_at"),
    },
    keys: BY_ID,
  },
  {
    name: "promo_redemptions",
    about: "each use of a promo code: the student, the package, membership or lesson, its list price and the discount",
    table: "promo_redemptions",
    from: "promo_redemptions t join promo_codes c on c.studio_id = t.studio_id and c.id = t.promo_code_id",
    student: "t.student_id",
    columns: {
      id: text("t.id"),
      promo_code_id: text("t.promo_code_id"),
      code: "c.code",
      student_id: text("t.student_id"),
      used_for: "t.used_for",
      record_id: text("t.record_id"),
      name: "t.name",
      list_cents: "t.list_cents",
      discount_cents: "t.discount_cents",
      redeemed_at: iso("t.redeemed_at"),
    },
    keys: BY_ID,
  },
];
