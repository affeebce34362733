CREATE TABLE "announcements" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"audience_label" text NOT NULL,
	"recipients" integer NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_studio_created_idx" ON "announcements" USING btree ("studio_id","created_at");