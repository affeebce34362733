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
ALTER TABLE "studios" ADD COLUMN "pay_missed_lessons" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;