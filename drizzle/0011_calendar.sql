CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"instructor_id" uuid,
	"room_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "calendar_feeds_scope_subject" CHECK (("calendar_feeds"."scope" = 'me' and "calendar_feeds"."instructor_id" is null and "calendar_feeds"."room_id" is null)
        or ("calendar_feeds"."scope" = 'instructor' and "calendar_feeds"."instructor_id" is not null and "calendar_feeds"."room_id" is null)
        or ("calendar_feeds"."scope" = 'room' and "calendar_feeds"."room_id" is not null and "calendar_feeds"."instructor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_room_fk" FOREIGN KEY ("studio_id","room_id") REFERENCES "public"."rooms"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live_key" ON "calendar_feeds" USING btree ("studio_id","user_id","scope",coalesce("instructor_id", "room_id")) WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_instructor_starts_idx" ON "events" USING btree ("instructor_id","starts_at");