ALTER TABLE "report_lesson_facts" DROP CONSTRAINT "report_lesson_facts_key";--> statement-breakpoint
ALTER TABLE "report_level_facts" DROP CONSTRAINT "report_level_facts_key";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "dance_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "dance_id" uuid;--> statement-breakpoint
ALTER TABLE "report_lesson_facts" ADD COLUMN "dance_id" uuid;--> statement-breakpoint
ALTER TABLE "report_level_facts" ADD COLUMN "dance_id" uuid;--> statement-breakpoint
ALTER TABLE "report_lesson_facts" ADD CONSTRAINT "report_lesson_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","instructor_id","service_id","room_id","dance_id");--> statement-breakpoint
ALTER TABLE "report_level_facts" ADD CONSTRAINT "report_level_facts_key" UNIQUE NULLS NOT DISTINCT("studio_id","grain","period_start","instructor_id","service_id","room_id","level","dance_id");