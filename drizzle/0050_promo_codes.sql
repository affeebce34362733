CREATE TABLE "promo_codes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"package_ids" uuid[],
	"membership_plan_ids" uuid[],
	"service_ids" uuid[],
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"max_uses_per_student" integer,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "promo_codes_one_amount" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent" between 1 and 100 and "promo_codes"."amount_cents" is null) or ("promo_codes"."kind" = 'amount' and "promo_codes"."amount_cents" > 0 and "promo_codes"."percent" is null)),
	CONSTRAINT "promo_codes_limits" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 and coalesce("promo_codes"."max_uses_per_student", 1) >= 1),
	CONSTRAINT "promo_codes_dates" CHECK ("promo_codes"."starts_on" is null or "promo_codes"."ends_on" is null or "promo_codes"."starts_on" <= "promo_codes"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"used_for" text NOT NULL,
	"record_id" uuid,
	"name" text NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"checkout_id" text,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "promo_redemptions_money" CHECK ("promo_redemptions"."discount_cents" > 0 and "promo_redemptions"."discount_cents" <= "promo_redemptions"."list_cents")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_fk" FOREIGN KEY ("studio_id","promo_code_id") REFERENCES "public"."promo_codes"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("studio_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_checkout_key" ON "promo_redemptions" USING btree ("studio_id","checkout_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("studio_id","promo_code_id","student_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_student_idx" ON "promo_redemptions" USING btree ("studio_id","student_id");