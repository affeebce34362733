CREATE TABLE "studio_logos" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_one_active_key";--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contact_address" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contact_website" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "payment_at_booking" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "logo_hash" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "studio_logos" ADD CONSTRAINT "studio_logos_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_key" ON "bookings" USING btree ("event_id","student_id") WHERE "bookings"."status" in ('booked', 'waitlisted', 'held');