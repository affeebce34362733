CREATE TABLE "commission_rates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"category" text NOT NULL,
	"basis_points" integer,
	"fixed_cents" integer,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "commission_rates_one_amount" CHECK (("commission_rates"."basis_points" is null) <> ("commission_rates"."fixed_cents" is null) and coalesce("commission_rates"."basis_points", 0) between 0 and 10000 and coalesce("commission_rates"."fixed_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"origin" text NOT NULL,
	"source" jsonb,
	"interest" text DEFAULT 'other' NOT NULL,
	"assigned_to" uuid,
	"notes" text,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"follow_up_on" date,
	"follow_up_note" text,
	"contact_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "inquiries_lost_reason" CHECK (("inquiries"."stage" = 'lost') = ("inquiries"."lost_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "inquiry_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"by_user_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_events_pkey" PRIMARY KEY("studio_id","id")
);
--> statement-breakpoint
CREATE TABLE "sale_credits" (
	"studio_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "sale_credits_pkey" PRIMARY KEY("studio_id","sale_id","instructor_id"),
	CONSTRAINT "sale_credits_percent_range" CHECK ("sale_credits"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"student_package_id" uuid,
	"student_membership_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"category_by_hand" boolean DEFAULT false NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"promo_code_id" uuid,
	"sold_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	CONSTRAINT "sales_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "sales_one_thing_sold" CHECK (("sales"."student_package_id" is null) <> ("sales"."student_membership_id" is null)),
	CONSTRAINT "sales_kind_matches" CHECK (("sales"."kind" = 'package') = ("sales"."student_package_id" is not null)),
	CONSTRAINT "sales_money" CHECK ("sales"."discount_cents" >= 0 and "sales"."amount_cents" = "sales"."list_cents" - "sales"."discount_cents" and "sales"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "commission_basis" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "intro_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "sale_category" text;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_fk" FOREIGN KEY ("studio_id","assigned_to") REFERENCES "public"."instructors"("studio_id","id") ON DELETE SET NULL ("assigned_to") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_fk" FOREIGN KEY ("studio_id","inquiry_id") REFERENCES "public"."inquiries"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_sale_fk" FOREIGN KEY ("studio_id","sale_id") REFERENCES "public"."sales"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_credits" ADD CONSTRAINT "sale_credits_instructor_fk" FOREIGN KEY ("studio_id","instructor_id") REFERENCES "public"."instructors"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_student_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_student_membership_fk" FOREIGN KEY ("studio_id","student_membership_id") REFERENCES "public"."student_memberships"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_effective_key" ON "commission_rates" USING btree ("studio_id","instructor_id","category","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_student_key" ON "inquiries" USING btree ("studio_id","student_id");--> statement-breakpoint
CREATE INDEX "inquiries_studio_stage_idx" ON "inquiries" USING btree ("studio_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" USING btree ("studio_id","follow_up_on");--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("studio_id","inquiry_id","at");--> statement-breakpoint
CREATE INDEX "inquiry_events_stage_idx" ON "inquiry_events" USING btree ("studio_id","stage","at");--> statement-breakpoint
CREATE INDEX "sale_credits_instructor_idx" ON "sale_credits" USING btree ("studio_id","instructor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_student_package_key" ON "sales" USING btree ("studio_id","student_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_student_membership_key" ON "sales" USING btree ("studio_id","student_membership_id");--> statement-breakpoint
CREATE INDEX "sales_studio_sold_idx" ON "sales" USING btree ("studio_id","sold_at");--> statement-breakpoint
CREATE INDEX "sales_student_idx" ON "sales" USING btree ("studio_id","student_id","sold_at");