import { describe, expect, it } from "vitest";
import { checkDistributed, type CatalogTable } from "@/scripts/check-distributed-rules";

const table = (name: string, columns: string[], extra: Partial<CatalogTable> = {}): CatalogTable => ({
  name,
  columns,
  keys: [],
  foreignKeys: [],
  ...extra,
});
const fk = (name: string, columns: string[], references: string, referencedColumns: string[], onDelete = "cascade") => ({
  name,
  columns,
  references,
  referencedColumns,
  onDelete,
  onUpdate: "no action",
});

describe("checkDistributed (Citus's rules)", () => {
  it("accepts studio-keyed tables, FKs to reference tables and between reference tables", () => {
    const report = checkDistributed([
      table("studios", ["id"], { keys: [{ name: "studios_pkey", kind: "primary key", columns: ["id"] }] }),
      table("users", ["id"]),
      table("password_reset_tokens", ["id", "user_id"], { foreignKeys: [fk("t_user_fk", ["user_id"], "users", ["id"])] }),
      table("rooms", ["studio_id", "id", "created_by"], {
        keys: [{ name: "rooms_pkey", kind: "primary key", columns: ["studio_id", "id"] }],
        foreignKeys: [
          fk("rooms_studio_fk", ["studio_id"], "studios", ["id"]),
          fk("rooms_user_fk", ["created_by"], "users", ["id"], "set null"),
        ],
      }),
    ]);
    expect(report.violations).toEqual([]);
  });

  it("an EXCLUDE must compare studio_id WITH =, and a reference table must not point at a distributed one", () => {
    const report = checkDistributed([
      table("rooms", ["studio_id", "id"]),
      table("events", ["studio_id", "id", "room_id", "at"], {
        keys: [{ name: "events_x", kind: "exclude", columns: ["studio_id", "room_id", "at"], operators: ["<>", "=", "&&"] }],
      }),
      table("users", ["id", "room_id"], { foreignKeys: [fk("users_room_fk", ["room_id"], "rooms", ["id"])] }),
    ]);
    expect(report.violations).toEqual([
      "events: exclude events_x must compare studio_id WITH = (has <>)",
      "users: foreign key users_room_fk from a reference table to distributed rooms",
    ]);
  });

  it("a composite FK with ON DELETE SET NULL would null the distribution column", () => {
    const report = checkDistributed([
      table("rooms", ["studio_id", "id"]),
      table("events", ["studio_id", "id", "room_id"], {
        foreignKeys: [fk("events_room_fk", ["studio_id", "room_id"], "rooms", ["studio_id", "id"], "set null")],
      }),
    ]);
    expect(report.violations).toEqual(["events: foreign key events_room_fk ON DELETE SET NULL would change the distribution column"]);
  });
});
