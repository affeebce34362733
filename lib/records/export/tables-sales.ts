import { BY_ID, iso, text, type ExportTable } from "./table-spec";

/** Every package and membership sold, its category and who is credited, and the commission rates. */
export const SALES_TABLES: ExportTable[] = [
  {
    name: "sales",
    about: "each package and membership sold: category (derived or set by hand), price, discount, amount",
    table: "sales",
    from: "sales t",
    columns: {
      id: text("t.id"),
      sold_at: iso("t.sold_at"),
      student_id: text("t.student_id"),
      kind: "t.kind",
      student_package_id: text("t.student_package_id"),
      student_membership_id: text("t.student_membership_id"),
      name: "t.name",
      category: "t.category",
      category_by_hand: "t.category_by_hand",
      list_cents: "t.list_cents",
      discount_cents: "t.discount_cents",
      amount_cents: "t.amount_cents",
      promo_code_id: text("t.promo_code_id"),
    },
    keys: BY_ID,
    student: "t.student_id",
  },
  {
    name: "sale_credits",
    about: "who is credited with each sale, and their share in percent",
    table: "sale_credits",
    from: "sale_credits t join instructors i on i.studio_id = t.studio_id and i.id = t.instructor_id",
    columns: {
      sale_id: text("t.sale_id"),
      instructor_id: text("t.instructor_id"),
      instructor_name: "i.name",
      percent: "t.percent",
    },
    keys: [
      ["t.sale_id", "uuid"],
      ["t.instructor_id", "uuid"],
    ],
  },
  {
    name: "commission_rates",
    about: "each instructor's commission per category of sale, from a date: basis points (1000 = 10%) or a fixed amount",
    table: "commission_rates",
    from: "commission_rates t join instructors i on i.studio_id = t.studio_id and i.id = t.instructor_id",
    columns: {
      id: text("t.id"),
      instructor_id: text("t.instructor_id"),
      instructor_name: "i.name",
      category: "t.category",
      basis_points: "t.basis_points",
      fixed_cents: "t.fixed_cents",
      effective_from: text("t.effective_from"),
    },
    keys: BY_ID,
  },
];
