CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"dance_id" uuid NOT NULL,
	"level" text NOT NULL,
	"result" text NOT NULL,
	"kind" text DEFAULT 'check-out' NOT NULL,
	"date" date NOT NULL,
	"marks" text,
	"notes" text,
	"examiner" text,
	"recorded_by" uuid,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_studio_id_key" UNIQUE("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "dances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"top_level" text DEFAULT 'gold-bar' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dances_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "dances_style_name_key" UNIQUE("studio_id","style","name")
);
--> statement-breakpoint
CREATE TABLE "figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"dance_id" uuid NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "figures_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "figures_dance_name_key" UNIQUE("studio_id","dance_id","name")
);
--> statement-breakpoint
CREATE TABLE "goal_dances" (
	"studio_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"dance_id" uuid NOT NULL,
	CONSTRAINT "goal_dances_pkey" PRIMARY KEY("studio_id","goal_id","dance_id")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"level" text,
	"weekly_minutes" integer,
	"target_date" date NOT NULL,
	"achieved_at" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "goals_level_named" CHECK (("goals"."kind" = 'level') = ("goals"."level" is not null)),
	CONSTRAINT "goals_practice_minutes" CHECK (("goals"."kind" = 'practice') = ("goals"."weekly_minutes" is not null))
);
--> statement-breakpoint
CREATE TABLE "level_names" (
	"studio_id" uuid NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "level_names_pkey" PRIMARY KEY("studio_id","level")
);
--> statement-breakpoint
CREATE TABLE "practice_log_dances" (
	"studio_id" uuid NOT NULL,
	"practice_log_id" uuid NOT NULL,
	"dance_id" uuid NOT NULL,
	CONSTRAINT "practice_log_dances_pkey" PRIMARY KEY("studio_id","practice_log_id","dance_id")
);
--> statement-breakpoint
CREATE TABLE "practice_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"with_partner" boolean DEFAULT false NOT NULL,
	"note" text,
	"logged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_logs_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "practice_logs_minutes_range" CHECK ("practice_logs"."minutes" between 1 and 960)
);
--> statement-breakpoint
CREATE TABLE "progress_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"body" text NOT NULL,
	"video_url" text,
	"event_id" uuid,
	"figure_id" uuid,
	"assessment_id" uuid,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"figure_id" uuid NOT NULL,
	"status" text NOT NULL,
	"checked_at" date,
	"checked_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_figures_student_figure_key" UNIQUE("studio_id","student_id","figure_id"),
	CONSTRAINT "student_figures_checked_dated" CHECK (("student_figures"."status" = 'checked') = ("student_figures"."checked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_dance_fk" FOREIGN KEY ("studio_id","dance_id") REFERENCES "public"."dances"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dances" ADD CONSTRAINT "dances_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures" ADD CONSTRAINT "figures_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures" ADD CONSTRAINT "figures_dance_fk" FOREIGN KEY ("studio_id","dance_id") REFERENCES "public"."dances"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_dances" ADD CONSTRAINT "goal_dances_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_dances" ADD CONSTRAINT "goal_dances_goal_fk" FOREIGN KEY ("studio_id","goal_id") REFERENCES "public"."goals"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_dances" ADD CONSTRAINT "goal_dances_dance_fk" FOREIGN KEY ("studio_id","dance_id") REFERENCES "public"."dances"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_names" ADD CONSTRAINT "level_names_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_log_dances" ADD CONSTRAINT "practice_log_dances_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_log_dances" ADD CONSTRAINT "practice_log_dances_log_fk" FOREIGN KEY ("studio_id","practice_log_id") REFERENCES "public"."practice_logs"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_log_dances" ADD CONSTRAINT "practice_log_dances_dance_fk" FOREIGN KEY ("studio_id","dance_id") REFERENCES "public"."dances"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_event_fk" FOREIGN KEY ("studio_id","event_id") REFERENCES "public"."events"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_figure_fk" FOREIGN KEY ("studio_id","figure_id") REFERENCES "public"."figures"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_assessment_fk" FOREIGN KEY ("studio_id","assessment_id") REFERENCES "public"."assessments"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_figures" ADD CONSTRAINT "student_figures_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_figures" ADD CONSTRAINT "student_figures_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_figures" ADD CONSTRAINT "student_figures_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_figures" ADD CONSTRAINT "student_figures_figure_fk" FOREIGN KEY ("studio_id","figure_id") REFERENCES "public"."figures"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_student_idx" ON "assessments" USING btree ("studio_id","student_id","date");--> statement-breakpoint
CREATE INDEX "goals_student_idx" ON "goals" USING btree ("studio_id","student_id");--> statement-breakpoint
CREATE INDEX "practice_logs_student_date_idx" ON "practice_logs" USING btree ("studio_id","student_id","date");--> statement-breakpoint
CREATE INDEX "progress_notes_student_idx" ON "progress_notes" USING btree ("studio_id","student_id","created_at");