ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_scope_subject";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_scope_subject" CHECK (("calendar_feeds"."scope" in ('me', 'studio') and "calendar_feeds"."instructor_id" is null and "calendar_feeds"."room_id" is null)
        or ("calendar_feeds"."scope" = 'instructor' and "calendar_feeds"."instructor_id" is not null and "calendar_feeds"."room_id" is null)
        or ("calendar_feeds"."scope" = 'room' and "calendar_feeds"."room_id" is not null and "calendar_feeds"."instructor_id" is null));