-- Citus cannot set part of a distributed foreign key to null on delete: removing an instructor clears
-- their inquiries' assignment in the same transaction instead (lib/people/instructors.ts).
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_assigned_fk";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_fk" FOREIGN KEY ("studio_id","assigned_to") REFERENCES "public"."instructors"("studio_id","id") ON DELETE no action ON UPDATE no action;
