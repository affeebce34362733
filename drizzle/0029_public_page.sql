CREATE TABLE "public_instructor_consents" (
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_instructor_consents_studio_id_instructor_id_pk" PRIMARY KEY("studio_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "student_sources" (
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"label" text NOT NULL,
	"source" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_sources_studio_id_student_id_pk" PRIMARY KEY("studio_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "studio_public_pages" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"description" text,
	"show_instructor_ids" uuid[] DEFAULT '{}' NOT NULL,
	"widget_origins" text[] DEFAULT '{}' NOT NULL,
	"trial_needs_confirmation" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"event_id" uuid,
	"instructor_id" uuid,
	"service_id" uuid,
	"starts_at" timestamp with time zone,
	"role" text,
	"status" text NOT NULL,
	"source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "trial_requests_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
ALTER TABLE "public_instructor_consents" ADD CONSTRAINT "public_instructor_consents_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_instructor_consents" ADD CONSTRAINT "public_instructor_consents_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sources" ADD CONSTRAINT "student_sources_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sources" ADD CONSTRAINT "student_sources_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_public_pages" ADD CONSTRAINT "studio_public_pages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_event_fk" FOREIGN KEY ("studio_id","event_id") REFERENCES "public"."events"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_service_fk" FOREIGN KEY ("studio_id","service_id") REFERENCES "public"."services"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_public_pages_slug_key" ON "studio_public_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trial_requests_studio_status_idx" ON "trial_requests" USING btree ("studio_id","status","created_at");