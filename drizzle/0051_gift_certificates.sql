CREATE TABLE "gift_certificate_settings" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"expiry_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificate_settings_expiry" CHECK ("gift_certificate_settings"."expiry_months" is null or "gift_certificate_settings"."expiry_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer,
	"units" integer,
	"package_id" uuid,
	"balance" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"deliver_on" date,
	"expires_on" date,
	"sold_via" text NOT NULL,
	"payment_method" text NOT NULL,
	"checkout_id" text,
	"sold_by_user_id" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_certificates_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "gift_certificates_kind" CHECK (("gift_certificates"."amount_cents" is null) <> ("gift_certificates"."units" is null)),
	CONSTRAINT "gift_certificates_units_package" CHECK (("gift_certificates"."units" is null) = ("gift_certificates"."package_id" is null)),
	CONSTRAINT "gift_certificates_positive" CHECK (coalesce("gift_certificates"."amount_cents", "gift_certificates"."units") > 0 and "gift_certificates"."paid_cents" >= 0),
	CONSTRAINT "gift_certificates_balance" CHECK ("gift_certificates"."balance" >= 0 and "gift_certificates"."balance" <= coalesce("gift_certificates"."amount_cents", "gift_certificates"."units"))
);
--> statement-breakpoint
CREATE TABLE "gift_redemptions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"gift_certificate_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"ledger_entry_id" uuid,
	"student_package_id" uuid,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_redemptions_pkey" PRIMARY KEY("studio_id","id"),
	CONSTRAINT "gift_redemptions_positive" CHECK ("gift_redemptions"."amount" > 0 and "gift_redemptions"."value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_certificate_settings" ADD CONSTRAINT "gift_certificate_settings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_sold_by_user_id_users_id_fk" FOREIGN KEY ("sold_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_package_fk" FOREIGN KEY ("studio_id","package_id") REFERENCES "public"."packages"("studio_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_certificate_fk" FOREIGN KEY ("studio_id","gift_certificate_id") REFERENCES "public"."gift_certificates"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_student_fk" FOREIGN KEY ("studio_id","student_id") REFERENCES "public"."students"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_package_fk" FOREIGN KEY ("studio_id","student_package_id") REFERENCES "public"."student_packages"("studio_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_key" ON "gift_certificates" USING btree ("studio_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_checkout_key" ON "gift_certificates" USING btree ("studio_id","checkout_id");--> statement-breakpoint
CREATE INDEX "gift_certificates_studio_created_idx" ON "gift_certificates" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_redemptions_certificate_idx" ON "gift_redemptions" USING btree ("studio_id","gift_certificate_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_redemptions_student_idx" ON "gift_redemptions" USING btree ("studio_id","student_id");