CREATE TABLE "instructor_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "instructor_availability_weekday" CHECK ("instructor_availability"."weekday" between 0 and 6),
	CONSTRAINT "instructor_availability_order" CHECK ("instructor_availability"."end_time" > "instructor_availability"."start_time")
);
--> statement-breakpoint
CREATE TABLE "instructor_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "instructor_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"private_cents" integer NOT NULL,
	"class_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_rates_nonnegative" CHECK ("instructor_rates"."private_cents" >= 0 and "instructor_rates"."class_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"level" text DEFAULT 'Newcomer' NOT NULL,
	"partner_id" uuid,
	"emergency_contact" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "students_user_key" UNIQUE("studio_id","user_id"),
	CONSTRAINT "students_not_own_partner" CHECK ("students"."partner_id" <> "students"."id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text NOT NULL,
	"role" text,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lead_cap" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "follow_cap" integer;--> statement-breakpoint
ALTER TABLE "instructor_availability" ADD CONSTRAINT "instructor_availability_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_exceptions" ADD CONSTRAINT "instructor_exceptions_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_rates" ADD CONSTRAINT "instructor_rates_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_partner_fk" FOREIGN KEY ("studio_id","partner_id") REFERENCES "public"."students"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_fk" FOREIGN KEY ("studio_id","event_id") REFERENCES "public"."events"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_availability_instructor_idx" ON "instructor_availability" USING btree ("instructor_id","weekday");--> statement-breakpoint
CREATE INDEX "instructor_exceptions_instructor_idx" ON "instructor_exceptions" USING btree ("instructor_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_rates_effective_key" ON "instructor_rates" USING btree ("instructor_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_key" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "students_studio_name_idx" ON "students" USING btree ("studio_id","name");--> statement-breakpoint
CREATE INDEX "students_studio_active_level_name_idx" ON "students" USING btree ("studio_id","active","level","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_key" ON "bookings" USING btree ("event_id","student_id") WHERE "bookings"."status" in ('booked', 'waitlisted');--> statement-breakpoint
CREATE INDEX "bookings_event_status_idx" ON "bookings" USING btree ("event_id","status","position");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id","created_at");