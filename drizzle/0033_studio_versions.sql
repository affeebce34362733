CREATE TABLE "studio_versions" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"access_version" bigint DEFAULT 0 NOT NULL,
	"schedule_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_versions" ADD CONSTRAINT "studio_versions_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;