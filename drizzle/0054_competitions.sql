CREATE TABLE "competition_charges" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "competition_charges_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "competition_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"instructor_id" uuid,
	"partner_student_id" uuid,
	"entry_type" text NOT NULL,
	"style" text NOT NULL,
	"level" text NOT NULL,
	"age_category" text,
	"title" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"exam_slot_at" timestamp with time zone,
	"exam_result" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_entries_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "competition_entries_one_partner" CHECK ("competition_entries"."instructor_id" is null or "competition_entries"."partner_student_id" is null),
	CONSTRAINT "competition_entries_not_own_partner" CHECK ("competition_entries"."partner_student_id" <> "competition_entries"."student_id")
);
--> statement-breakpoint
CREATE TABLE "competition_entry_dances" (
	"studio_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"dance_id" uuid NOT NULL,
	CONSTRAINT "competition_entry_dances_pkey" PRIMARY KEY("studio_id","entry_id","dance_id")
);
--> statement-breakpoint
CREATE TABLE "competition_heat_entries" (
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"heat_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"placement" integer,
	"result_note" text,
	CONSTRAINT "competition_heat_entries_pkey" PRIMARY KEY("studio_id","heat_id","entry_id"),
	CONSTRAINT "competition_heat_entries_placement" CHECK ("competition_heat_entries"."placement" is null or "competition_heat_entries"."placement" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "competition_heats" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"number" text NOT NULL,
	"starts_at" timestamp with time zone,
	"seconds" integer DEFAULT 90 NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "competition_heats_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "competition_heats_number_key" UNIQUE("studio_id","competition_id","number")
);
--> statement-breakpoint
CREATE TABLE "competition_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"included_heats" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_items_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "competition_items_amount" CHECK ("competition_items"."amount_cents" >= 0),
	CONSTRAINT "competition_items_heats" CHECK (("competition_items"."kind" = 'package') = ("competition_items"."included_heats" is not null and "competition_items"."included_heats" > 0))
);
--> statement-breakpoint
CREATE TABLE "competition_student_items" (
	"studio_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "competition_student_items_pkey" PRIMARY KEY("studio_id","competition_id","student_id","item_id"),
	CONSTRAINT "competition_student_items_quantity" CHECK ("competition_student_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"place" text,
	"organiser" text,
	"entry_deadline" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"single_dance_cents" integer DEFAULT 0 NOT NULL,
	"multi_dance_cents" integer DEFAULT 0 NOT NULL,
	"scholarship_cents" integer DEFAULT 0 NOT NULL,
	"solo_cents" integer DEFAULT 0 NOT NULL,
	"exam_fee_cents" integer DEFAULT 0 NOT NULL,
	"instructor_heat_cents" integer DEFAULT 0 NOT NULL,
	"markup_percent" integer DEFAULT 0 NOT NULL,
	"shared_split" text DEFAULT 'even' NOT NULL,
	"examiner" text,
	"first_heat_at" timestamp with time zone,
	"heat_seconds" integer DEFAULT 90 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "competitions_dates" CHECK ("competitions"."ends_on" >= "competitions"."starts_on"),
	CONSTRAINT "competitions_markup" CHECK ("competitions"."markup_percent" between 0 and 100),
	CONSTRAINT "competitions_heat_seconds" CHECK ("competitions"."heat_seconds" between 15 and 3600),
	CONSTRAINT "competitions_fees" CHECK (least("competitions"."single_dance_cents", "competitions"."multi_dance_cents", "competitions"."scholarship_cents", "competitions"."solo_cents", "competitions"."exam_fee_cents", "competitions"."instructor_heat_cents") >= 0)
);
--> statement-breakpoint
ALTER TABLE "competition_charges" ADD CONSTRAINT "competition_charges_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_charges" ADD CONSTRAINT "competition_charges_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_charges" ADD CONSTRAINT "competition_charges_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_charges" ADD CONSTRAINT "competition_charges_ledger_fk" FOREIGN KEY ("studio_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_partner_fk" FOREIGN KEY ("studio_id","partner_student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entry_dances" ADD CONSTRAINT "competition_entry_dances_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entry_dances" ADD CONSTRAINT "competition_entry_dances_entry_fk" FOREIGN KEY ("studio_id","entry_id") REFERENCES "public"."competition_entries"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entry_dances" ADD CONSTRAINT "competition_entry_dances_dance_fk" FOREIGN KEY ("studio_id","dance_id") REFERENCES "public"."dances"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heat_entries" ADD CONSTRAINT "competition_heat_entries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heat_entries" ADD CONSTRAINT "competition_heat_entries_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heat_entries" ADD CONSTRAINT "competition_heat_entries_heat_fk" FOREIGN KEY ("studio_id","heat_id") REFERENCES "public"."competition_heats"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heat_entries" ADD CONSTRAINT "competition_heat_entries_entry_fk" FOREIGN KEY ("studio_id","entry_id") REFERENCES "public"."competition_entries"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heats" ADD CONSTRAINT "competition_heats_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_heats" ADD CONSTRAINT "competition_heats_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_items" ADD CONSTRAINT "competition_items_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_items" ADD CONSTRAINT "competition_items_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_student_items" ADD CONSTRAINT "competition_student_items_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_student_items" ADD CONSTRAINT "competition_student_items_competition_fk" FOREIGN KEY ("studio_id","competition_id") REFERENCES "public"."competitions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_student_items" ADD CONSTRAINT "competition_student_items_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_student_items" ADD CONSTRAINT "competition_student_items_item_fk" FOREIGN KEY ("studio_id","item_id") REFERENCES "public"."competition_items"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_charges_current_key" ON "competition_charges" USING btree ("studio_id","competition_id","student_id") WHERE "competition_charges"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "competition_entries_competition_idx" ON "competition_entries" USING btree ("studio_id","competition_id","student_id");--> statement-breakpoint
CREATE INDEX "competition_entries_partner_idx" ON "competition_entries" USING btree ("studio_id","partner_student_id");--> statement-breakpoint
CREATE INDEX "competition_entries_instructor_idx" ON "competition_entries" USING btree ("studio_id","instructor_id");--> statement-breakpoint
CREATE INDEX "competition_heat_entries_entry_idx" ON "competition_heat_entries" USING btree ("studio_id","entry_id");--> statement-breakpoint
CREATE INDEX "competition_heats_order_idx" ON "competition_heats" USING btree ("studio_id","competition_id","position");--> statement-breakpoint
CREATE INDEX "competitions_studio_starts_idx" ON "competitions" USING btree ("studio_id","starts_on");