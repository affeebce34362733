CREATE TABLE "membership_plans" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"unlimited_classes" boolean DEFAULT false NOT NULL,
	"private_units" integer DEFAULT 0 NOT NULL,
	"class_units" integer DEFAULT 0 NOT NULL,
	"unused" text DEFAULT 'expire' NOT NULL,
	"roll_over_cap" integer DEFAULT 0 NOT NULL,
	"commitment_months" integer DEFAULT 0 NOT NULL,
	"notice_days" integer DEFAULT 0 NOT NULL,
	"sign_up_fee_cents" integer DEFAULT 0 NOT NULL,
	"online_enrol" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "membership_plans_price_nonnegative" CHECK ("membership_plans"."price_cents" >= 0 and "membership_plans"."sign_up_fee_cents" >= 0),
	CONSTRAINT "membership_plans_units_range" CHECK ("membership_plans"."private_units" >= 0 and "membership_plans"."class_units" >= 0 and "membership_plans"."roll_over_cap" >= 0 and "membership_plans"."commitment_months" >= 0 and "membership_plans"."notice_days" >= 0),
	CONSTRAINT "membership_plans_some_benefit" CHECK ("membership_plans"."unlimited_classes" or "membership_plans"."private_units" > 0 or "membership_plans"."class_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"source" text NOT NULL,
	"membership_id" uuid,
	"student_package_id" uuid,
	"sequence" integer NOT NULL,
	"of_count" integer,
	"period_start" date,
	"period_end" date,
	"due_on" date,
	"after_lessons" integer,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"settled_by" text,
	"charge_entry_id" uuid,
	"payment_entry_id" uuid,
	"payment_intent_id" text,
	"notice_sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_items_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "payment_items_amount_positive" CHECK ("payment_items"."amount_cents" > 0),
	CONSTRAINT "payment_items_source" CHECK (("payment_items"."source" = 'membership') = ("payment_items"."membership_id" is not null) and ("payment_items"."source" = 'instalment') = ("payment_items"."student_package_id" is not null)),
	CONSTRAINT "payment_items_settled" CHECK (("payment_items"."status" = 'paid') = ("payment_items"."settled_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "student_memberships" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"unlimited_classes" boolean NOT NULL,
	"private_units" integer NOT NULL,
	"class_units" integer NOT NULL,
	"unused" text NOT NULL,
	"roll_over_cap" integer NOT NULL,
	"notice_days" integer NOT NULL,
	"starts_on" date NOT NULL,
	"commitment_ends_on" date,
	"paused_from" date,
	"paused_until" date,
	"ends_on" date,
	"cancelled_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_memberships_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "student_memberships_pause_order" CHECK ("student_memberships"."paused_from" is null or "student_memberships"."paused_until" > "student_memberships"."paused_from"),
	CONSTRAINT "student_memberships_ends_after_start" CHECK ("student_memberships"."ends_on" is null or "student_memberships"."ends_on" >= "student_memberships"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "student_packages" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "autopay_notice_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_packages" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "student_packages" ADD COLUMN "grant_period" integer;--> statement-breakpoint
ALTER TABLE "student_packages" ADD COLUMN "grant_kind" text;--> statement-breakpoint
ALTER TABLE "student_packages" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_membership_fk" FOREIGN KEY ("studio_id","membership_id") REFERENCES "public"."student_memberships"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_charge_fk" FOREIGN KEY ("studio_id","charge_entry_id") REFERENCES "public"."ledger_entries"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_fk" FOREIGN KEY ("studio_id","payment_entry_id") REFERENCES "public"."ledger_entries"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_plan_fk" FOREIGN KEY ("studio_id","plan_id") REFERENCES "public"."membership_plans"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_membership_key" ON "payment_items" USING btree ("studio_id","membership_id","sequence") WHERE "payment_items"."membership_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_instalment_key" ON "payment_items" USING btree ("studio_id","student_package_id","sequence") WHERE "payment_items"."student_package_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_items_due_idx" ON "payment_items" USING btree ("next_attempt_at") WHERE "payment_items"."status" in ('scheduled', 'failed') and "payment_items"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_items_student_idx" ON "payment_items" USING btree ("studio_id","student_id","due_on");--> statement-breakpoint
CREATE INDEX "student_memberships_student_idx" ON "student_memberships" USING btree ("studio_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_packages_grant_key" ON "student_packages" USING btree ("studio_id","membership_id","grant_period","grant_kind") WHERE "student_packages"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_source" CHECK (("student_packages"."package_id" is null) = ("student_packages"."membership_id" is not null));--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_grant" CHECK (("student_packages"."membership_id" is null) = ("student_packages"."grant_kind" is null and "student_packages"."grant_period" is null));--> statement-breakpoint
-- Written by hand (the two schema files would import each other): a grant's membership is in the same studio.
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_membership_fk" FOREIGN KEY ("studio_id","membership_id") REFERENCES "public"."student_memberships"("studio_id","id") ON DELETE cascade ON UPDATE no action;
