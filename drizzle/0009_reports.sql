CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"name" text NOT NULL,
	"measure" text NOT NULL,
	"group_by" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"chart" text DEFAULT 'bar' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "saved_reports_studio_name_key" UNIQUE("studio_id","name")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"studio_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "report_dirty_days_studio_id_day_pk" PRIMARY KEY("studio_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_fill_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"instructor_id" uuid,
	"taken" integer NOT NULL,
	"capacity" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_fill_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","instructor_id","taken","capacity")
);
--> statement-breakpoint
CREATE TABLE "report_hour_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hour_facts_key" UNIQUE("studio_id","grain","period_start","weekday","hour")
);
--> statement-breakpoint
CREATE TABLE "report_lesson_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"instructor_id" uuid,
	"service_id" uuid NOT NULL,
	"room_id" uuid,
	"scheduled_events" integer DEFAULT 0 NOT NULL,
	"scheduled_minutes" integer DEFAULT 0 NOT NULL,
	"places_booked" integer DEFAULT 0 NOT NULL,
	"events_booked" integer DEFAULT 0 NOT NULL,
	"lessons_taught" integer DEFAULT 0 NOT NULL,
	"taught_minutes" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"late_cancels" integer DEFAULT 0 NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"pay_private" integer DEFAULT 0 NOT NULL,
	"pay_classes" integer DEFAULT 0 NOT NULL,
	"pay_private_minutes" integer DEFAULT 0 NOT NULL,
	"pay_class_minutes" integer DEFAULT 0 NOT NULL,
	"pay_missed" integer DEFAULT 0 NOT NULL,
	"pay_taught_cents" bigint DEFAULT 0 NOT NULL,
	"pay_missed_cents" bigint DEFAULT 0 NOT NULL,
	"without_rate" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_lesson_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","instructor_id","service_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "report_level_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"instructor_id" uuid,
	"service_id" uuid NOT NULL,
	"room_id" uuid,
	"level" text NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"late_cancels" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 4) DEFAULT '0' NOT NULL,
	"lessons_taught" integer DEFAULT 0 NOT NULL,
	"taught_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_level_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","instructor_id","service_id","room_id","level")
);
--> statement-breakpoint
CREATE TABLE "report_money_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_money_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","kind","method")
);
--> statement-breakpoint
CREATE TABLE "report_package_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"name" text NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_package_facts_key" UNIQUE("studio_id","grain","period_start","name")
);
--> statement-breakpoint
CREATE TABLE "report_student_facts" (
	"studio_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"student_id" uuid NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"late_cancels" integer DEFAULT 0 NOT NULL,
	"first_visit_at" timestamp with time zone,
	"first_event_id" uuid,
	"last_visit_at" timestamp with time zone,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_student_facts_key" UNIQUE("studio_id","grain","period_start","student_id")
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "pay_missed_lessons" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_dirty_days" ADD CONSTRAINT "report_dirty_days_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_fill_facts" ADD CONSTRAINT "report_fill_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_hour_facts" ADD CONSTRAINT "report_hour_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_lesson_facts" ADD CONSTRAINT "report_lesson_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_level_facts" ADD CONSTRAINT "report_level_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_money_facts" ADD CONSTRAINT "report_money_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_package_facts" ADD CONSTRAINT "report_package_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_student_facts" ADD CONSTRAINT "report_student_facts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_student_package_idx" ON "bookings" USING btree ("student_package_id") WHERE "bookings"."student_package_id" is not null;