ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_studio_id_studios_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_pkey";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "studio_id" DROP NOT NULL;