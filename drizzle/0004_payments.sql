CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_package_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text,
	"description" text NOT NULL,
	"note" text,
	"student_package_id" uuid,
	"booking_id" uuid,
	"related_entry_id" uuid,
	"external_id" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_method" CHECK (("ledger_entries"."kind" in ('payment', 'refund')) = ("ledger_entries"."method" is not null)),
	CONSTRAINT "ledger_entries_related" CHECK (("ledger_entries"."kind" in ('refund', 'void')) = ("ledger_entries"."related_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"studio_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "packages_units_positive" CHECK ("packages"."units" > 0),
	CONSTRAINT "packages_price_nonnegative" CHECK ("packages"."price_cents" >= 0),
	CONSTRAINT "packages_valid_days_positive" CHECK ("packages"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_invoices_amount_nonnegative" CHECK ("plan_invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_packages_studio_id_key" UNIQUE("studio_id","id"),
	CONSTRAINT "student_packages_units_used_range" CHECK ("student_packages"."units_used" >= 0 and "student_packages"."units_used" <= "student_packages"."units")
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "late_cancel_policy" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "late_cancel_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "no_show_policy" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "no_show_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "student_package_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_related_fk" FOREIGN KEY ("studio_id","related_entry_id") REFERENCES "public"."ledger_entries"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_fk" FOREIGN KEY ("studio_id","package_id") REFERENCES "public"."packages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_fk" FOREIGN KEY ("studio_id","service_id") REFERENCES "public"."services"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_package_fk" FOREIGN KEY ("studio_id","package_id") REFERENCES "public"."packages"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_package_idx" ON "credit_entries" USING btree ("student_package_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_booking_idx" ON "credit_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_external_key" ON "ledger_entries" USING btree ("studio_id","kind","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_void_key" ON "ledger_entries" USING btree ("related_entry_id") WHERE "ledger_entries"."kind" = 'void';--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_studio_created_idx" ON "ledger_entries" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_external_key" ON "plan_invoices" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "plan_invoices_studio_idx" ON "plan_invoices" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "student_packages_student_idx" ON "student_packages" USING btree ("student_id","expires_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE no action ON UPDATE no action;