ALTER TABLE "studios" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "sms_phone" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "sms_stopped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_preferences_sms_phone_idx" ON "notification_preferences" USING btree ("sms_phone");