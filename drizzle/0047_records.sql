CREATE TABLE "document_signatures" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"signed_by" uuid,
	"full_name" text NOT NULL,
	"guardian_name" text,
	"body_hash" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signatures_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"body_hash" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "document_versions_positive" CHECK ("document_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"required_before_booking" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"columns" text[] NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "import_batches_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_links" (
	"studio_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"external_id" text NOT NULL,
	"record_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_record" boolean NOT NULL,
	"before" jsonb,
	CONSTRAINT "import_links_pkey" PRIMARY KEY("studio_id","entity","external_id")
);
--> statement-breakpoint
CREATE TABLE "intake_answers" (
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_answers_pkey" PRIMARY KEY("studio_id","student_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "intake_fields" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"choices" text[] DEFAULT '{}' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_fields_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "former_number" integer;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_version_fk" FOREIGN KEY ("studio_id","version_id") REFERENCES "public"."document_versions"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_fk" FOREIGN KEY ("studio_id","document_id") REFERENCES "public"."documents"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_links" ADD CONSTRAINT "import_links_batch_fk" FOREIGN KEY ("studio_id","batch_id") REFERENCES "public"."import_batches"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_answers" ADD CONSTRAINT "intake_answers_field_fk" FOREIGN KEY ("studio_id","field_id") REFERENCES "public"."intake_fields"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_fields" ADD CONSTRAINT "intake_fields_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_once_key" ON "document_signatures" USING btree ("studio_id","version_id","student_id");--> statement-breakpoint
CREATE INDEX "document_signatures_student_idx" ON "document_signatures" USING btree ("studio_id","student_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_key" ON "document_versions" USING btree ("studio_id","document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_key" ON "erasure_requests" USING btree ("studio_id","student_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "import_batches_studio_created_idx" ON "import_batches" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "import_links_batch_idx" ON "import_links" USING btree ("studio_id","batch_id");--> statement-breakpoint
CREATE INDEX "import_links_record_idx" ON "import_links" USING btree ("studio_id","entity","record_id");--> statement-breakpoint
CREATE INDEX "intake_fields_studio_position_idx" ON "intake_fields" USING btree ("studio_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "students_former_number_key" ON "students" USING btree ("studio_id","former_number");