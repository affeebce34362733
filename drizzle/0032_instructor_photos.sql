CREATE TABLE "instructor_photos" (
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_photos_studio_id_instructor_id_pk" PRIMARY KEY("studio_id","instructor_id")
);
--> statement-breakpoint
ALTER TABLE "instructor_photos" ADD CONSTRAINT "instructor_photos_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;