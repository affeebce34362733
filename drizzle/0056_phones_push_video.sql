CREATE TABLE "attendance_receipts" (
	"studio_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_receipts_pkey" PRIMARY KEY("studio_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "push_subscriptions_https" CHECK ("push_subscriptions"."endpoint" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "figures" ADD COLUMN "videos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_muted_kinds" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_receipts" ADD CONSTRAINT "attendance_receipts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_receipts" ADD CONSTRAINT "attendance_receipts_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_receipts" ADD CONSTRAINT "attendance_receipts_booking_fk" FOREIGN KEY ("studio_id","booking_id") REFERENCES "public"."bookings"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("studio_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("studio_id","user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_meeting_url_https" CHECK ("events"."meeting_url" is null or "events"."meeting_url" like 'https://%');