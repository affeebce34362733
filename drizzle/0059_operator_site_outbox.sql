CREATE TABLE "operator_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"view" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_views" ADD CONSTRAINT "operator_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_views_created_idx" ON "operator_views" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_outbox_dedupe_key" ON "site_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "site_outbox_due_idx" ON "site_outbox" USING btree ("next_attempt_at") WHERE "site_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "sessions_studio_created_idx" ON "sessions" USING btree ("studio_id","created_at");