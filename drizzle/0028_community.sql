CREATE TABLE "board_posts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_posts_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "board_replies" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_replies_studio_id_id_pk" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "booking_windows" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"booking_window_days" integer,
	"priority_window_days" integer,
	"priority_rule" text DEFAULT 'packages' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_windows_days" CHECK ("booking_windows"."booking_window_days" between 1 and 365 and "booking_windows"."priority_window_days" between 1 and 365),
	CONSTRAINT "booking_windows_priority_earlier" CHECK ("booking_windows"."priority_window_days" is null or "booking_windows"."priority_window_days" >= "booking_windows"."booking_window_days")
);
--> statement-breakpoint
CREATE TABLE "partner_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"from_student_id" uuid NOT NULL,
	"to_student_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "partner_requests_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "partner_requests_not_self" CHECK ("partner_requests"."from_student_id" <> "partner_requests"."to_student_id")
);
--> statement-breakpoint
CREATE TABLE "partner_search_profiles" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"style" text NOT NULL,
	"level" text NOT NULL,
	"height_min_cm" smallint,
	"height_max_cm" smallint,
	"days" smallint[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_search_profiles_studio_id_id_pk" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "partner_search_profiles_student_key" UNIQUE("studio_id","student_id"),
	CONSTRAINT "partner_search_profiles_heights" CHECK ("partner_search_profiles"."height_min_cm" is null or "partner_search_profiles"."height_max_cm" is null or "partner_search_profiles"."height_min_cm" <= "partner_search_profiles"."height_max_cm")
);
--> statement-breakpoint
CREATE TABLE "priority_students" (
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "priority_students_studio_id_student_id_pk" PRIMARY KEY("studio_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_replies" ADD CONSTRAINT "board_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_replies" ADD CONSTRAINT "board_replies_post_fk" FOREIGN KEY ("studio_id","post_id") REFERENCES "public"."board_posts"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_windows" ADD CONSTRAINT "booking_windows_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_from_fk" FOREIGN KEY ("studio_id","from_student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_to_fk" FOREIGN KEY ("studio_id","to_student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_search_profiles" ADD CONSTRAINT "partner_search_profiles_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_students" ADD CONSTRAINT "priority_students_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_posts_studio_pinned_created_idx" ON "board_posts" USING btree ("studio_id","pinned","created_at");--> statement-breakpoint
CREATE INDEX "board_replies_studio_post_created_idx" ON "board_replies" USING btree ("studio_id","post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_requests_pending_key" ON "partner_requests" USING btree ("studio_id","from_student_id","to_student_id") WHERE "partner_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_requests_studio_to_idx" ON "partner_requests" USING btree ("studio_id","to_student_id");