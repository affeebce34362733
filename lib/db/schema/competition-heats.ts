import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { studios } from "./accounts";
import { competitionEntries, competitionFk } from "./competitions";

const studioId = () =>
  uuid("studio_id")
    .notNull()
    .references(() => studios.id, { onDelete: "cascade" });

/** One heat of the event's heat sheet: imported from the organiser's list, or built for an in-studio showcase. */
export const competitionHeats = pgTable(
  "competition_heats",
  {
    id: uuid("id").notNull().defaultRandom(),
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    /** The organiser's heat number as printed ("112", "112A"). */
    number: text("number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** The floor's time for this heat (the event's heat_seconds unless the import says otherwise). */
    seconds: integer("seconds").notNull().default(90),
    /** What the heat is, as the sheet prints it ("Bronze 2 American Waltz"). */
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ name: "competition_heats_pkey", columns: [table.studioId, table.id] }),
    competitionFk("competition_heats_competition_fk", table),
    unique("competition_heats_number_key").on(table.studioId, table.competitionId, table.number),
    index("competition_heats_order_idx").on(table.studioId, table.competitionId, table.position),
  ],
);

/** Which entries dance in which heat, and the placement once the results are in. */
export const competitionHeatEntries = pgTable(
  "competition_heat_entries",
  {
    studioId: studioId(),
    competitionId: uuid("competition_id").notNull(),
    heatId: uuid("heat_id").notNull(),
    entryId: uuid("entry_id").notNull(),
    /** 1 for first place; null until the result is in. */
    placement: integer("placement"),
    /** Anything else the result says ("Callback", marks). */
    resultNote: text("result_note"),
  },
  (table) => [
    primaryKey({ name: "competition_heat_entries_pkey", columns: [table.studioId, table.heatId, table.entryId] }),
    competitionFk("competition_heat_entries_competition_fk", table),
    foreignKey({
      columns: [table.studioId, table.heatId],
      foreignColumns: [competitionHeats.studioId, competitionHeats.id],
      name: "competition_heat_entries_heat_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [table.studioId, table.entryId],
      foreignColumns: [competitionEntries.studioId, competitionEntries.id],
      name: "competition_heat_entries_entry_fk",
    }).onDelete("cascade"),
    index("competition_heat_entries_entry_idx").on(table.studioId, table.entryId),
    check("competition_heat_entries_placement", sql`${table.placement} is null or ${table.placement} between 1 and 999`),
  ],
);
